/** A courtesy's resend, cancel and detail buttons: the table's last column and a card's footer. */
import { Box, IconButton, Tooltip } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Link, useTranslate } from 'react-admin';
import { courtesiesPath, type Courtesy } from './courtesiesApi';
import { canCancel, canResend, type useCourtesyActions } from './useCourtesyActions';

export type CourtesyActions = ReturnType<typeof useCourtesyActions>;

export function CourtesyRowActions({ courtesy, eventId, actions }: { courtesy: Courtesy; eventId: string; actions: CourtesyActions }) {
  const translate = useTranslate();
  const detail = translate('resources.courtesies.actions.detail');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canResend(courtesy) ? (
        <Tooltip title={translate('resources.courtesies.actions.resend')}>
          <IconButton size="small" aria-label={translate('resources.courtesies.actions.resend')} disabled={actions.busy} onClick={() => void actions.resend(courtesy)}>
            <Replay fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {canCancel(courtesy) ? (
        <Tooltip title={translate('resources.courtesies.actions.cancel')}>
          <IconButton size="small" aria-label={translate('resources.courtesies.actions.cancel')} disabled={actions.busy} onClick={() => actions.askCancel(courtesy)}>
            <Block fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {courtesy.canceledAt ? null : (
        <Tooltip title={detail}>
          <IconButton size="small" component={Link} to={`${courtesiesPath(eventId)}/${courtesy.id}`} aria-label={detail}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

