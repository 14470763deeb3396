/**
 * Publish or Unpublish, and Duplicate, each behind its confirmation dialog; the dialog closes
 * on confirm and the call runs 750 ms later (useEventActions). Not gated on the card
 * (spec 1 section 6): the server still checks the caller's codes.
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import Publish from '@mui/icons-material/Publish';
import Unpublished from '@mui/icons-material/Unpublished';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../../framework/ConfirmDialog';
import { useEventActions } from './useEventActions';
import { PublishFixDialog } from './PublishFixDialog';
import { UnpublishDialog, type UnpublishVariant } from './UnpublishDialog';

type Pending = 'publish' | 'unpublish' | 'duplicate' | null;

export interface EventActionsProps {
  record: RaRecord;
  variant?: UnpublishVariant;
  /** Shows Duplicate (the card does; the event page may leave it out). */
  duplicate?: boolean;
  onDone?: () => void;
}

export function EventActions({ record, variant = 'card', duplicate = true, onDone }: EventActionsProps) {
  const translate = useTranslate();
  const actions = useEventActions(onDone);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const confirm = (action: (id: RaRecord['id']) => void) => () => {
    close();
    action(record.id);
  };
  const size = variant === 'compact' ? 'medium' : 'small';

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {record.isDraft ? (
          <Button size={size} startIcon={<Publish />} onClick={() => setPending('publish')}>
            {translate('resources.events.actions.publish')}
          </Button>
        ) : (
          <Button size={size} color="warning" startIcon={<Unpublished />} onClick={() => setPending('unpublish')}>
            {translate('resources.events.actions.unpublish')}
          </Button>
        )}
        {duplicate ? (
          <Button size={size} startIcon={<ContentCopy />} onClick={() => setPending('duplicate')}>
            {translate('resources.events.actions.duplicate')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={pending === 'publish'}
        title="resources.events.dialogs.publish.title"
        content="resources.events.dialogs.publish.text"
        onConfirm={confirm(actions.publish)}
        onClose={close}
      />
      <ConfirmDialog
        open={pending === 'duplicate'}
        title="resources.events.dialogs.duplicate.title"
        content="resources.events.dialogs.duplicate.text"
        onConfirm={confirm(actions.duplicate)}
        onClose={close}
      />
      <UnpublishDialog open={pending === 'unpublish'} variant={variant} onConfirm={confirm(actions.unpublish)} onClose={close} />
      <PublishFixDialog eventId={record.id} issues={actions.issues} onClose={actions.closeIssues} />
    </>
  );
}
