/**
 * Remove a producer from the event (spec 1 section 6): without the producer permission the
 * button is disabled with the spec's tooltip; the server refuses the call anyway.
 */
import { IconButton, Tooltip } from '@mui/material';
import PersonRemove from '@mui/icons-material/PersonRemove';
import { useTranslate } from 'react-admin';

export function RemoveProducerButton({ allowed, name, onClick }: { allowed: boolean; name: string; onClick: () => void }) {
  const translate = useTranslate();
  const label = allowed ? translate('resources.eventProducers.remove') : translate('resources.eventProducers.noRemovePermission');
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span>
        <IconButton aria-label={`${translate('resources.eventProducers.remove')} ${name}`} disabled={!allowed} onClick={onClick} color="error" size="small">
          <PersonRemove fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
