/**
 * Publish or Unpublish, and Duplicate, each behind its confirmation dialog; the dialog closes
 * on confirm and the call runs 750 ms later (useEventActions). Offered only to who may do it
 * (issue 9 item 7 overrides spec 1 section 6): the others see it disabled with a tooltip,
 * decided by the same codes as the server's guard (edit to publish, create to duplicate).
 */
import { useState } from 'react';
import { Stack } from '@mui/material';
import Publish from '@mui/icons-material/Publish';
import Unpublished from '@mui/icons-material/Unpublished';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../../../framework/ConfirmDialog';
import { PermittedButton } from '../../../framework/PermittedButton';
import { useEventPermissions } from '../eventPermissions';
import { useEventActions } from './useEventActions';
import { PublishFixDialog } from './PublishFixDialog';
import { UnpublishDialog, type UnpublishVariant } from './UnpublishDialog';
import { publicationIssues } from '../../../shared/resources/events/publication';

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
  const { canEdit, canCreate } = useEventPermissions();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const confirm = (action: (id: RaRecord['id']) => void) => () => {
    close();
    action(record.id);
  };
  const size = variant === 'compact' ? 'medium' : 'small';
  // The shared publication rules (the server's) already say what is missing: say so before asking.
  const askPublish = () => {
    const missing = publicationIssues(record as Parameters<typeof publicationIssues>[0]);
    if (missing.length) actions.showIssues(missing);
    else setPending('publish');
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {record.isDraft ? (
          <PermittedButton allowed={canEdit} deniedTitle="resources.events.actions.publishDenied" size={size} startIcon={<Publish />} onClick={askPublish}>
            {translate('resources.events.actions.publish')}
          </PermittedButton>
        ) : (
          <PermittedButton allowed={canEdit} deniedTitle="resources.events.actions.unpublishDenied" size={size} color="warning" startIcon={<Unpublished />} onClick={() => setPending('unpublish')}>
            {translate('resources.events.actions.unpublish')}
          </PermittedButton>
        )}
        {duplicate ? (
          <PermittedButton allowed={canCreate} deniedTitle="resources.events.actions.duplicateDenied" size={size} startIcon={<ContentCopy />} onClick={() => setPending('duplicate')}>
            {translate('resources.events.actions.duplicate')}
          </PermittedButton>
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
