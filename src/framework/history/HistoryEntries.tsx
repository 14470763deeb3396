/**
 * Rows of the history of changes (issue 14): when, who (name and e-mail), the record (resource
 * and label), the action, and each changed field before and after. A table on a desktop, cards on
 * a phone. Used by the history page and by the record's 'Histórico' drawer.
 */
import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../dataProvider/historyCalls';
import { useResources } from '../ResourcesContext';
import { formatDateTime } from '../dates';
import { changedFields, historyResourceLabel } from './historyValues';

const ACTION_COLOR = { '@CREATE': 'success', '@UPDATE': 'info', '@DELETE': 'error' } as const;

function Changes({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const def = useResources().find((d) => d.name === entry.resource);
  const fields = changedFields(def, entry.before, entry.after, translate, entry.refs);
  if (!fields.length) return <Typography variant="body2">{translate('history.noFields')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5 }}>
      {fields.map((f) => (
        <Box key={f.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.action === '@UPDATE'
              ? translate('history.fromTo', { before: f.before, after: f.after })
              : entry.action === '@CREATE'
                ? f.after
                : f.before}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Who({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  if (!entry.actor) return <>{translate('history.system')}</>;
  return (
    <>
      <Typography variant="body2">{entry.actor.name || translate('history.noName')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {entry.actor.email}
      </Typography>
    </>
  );
}

function What({ entry, showRecord }: { entry: HistoryEntry; showRecord: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip size="small" color={ACTION_COLOR[entry.action]} label={translate(`history.actions.${entry.action}`)} />
      {showRecord ? (
        <Typography variant="body2">
          {historyResourceLabel(entry.resource, translate)}
          {entry.label ? `: ${entry.label}` : ''}
        </Typography>
      ) : null}
    </Stack>
  );
}

export function HistoryEntries({ entries, showRecord = true }: { entries: HistoryEntry[]; showRecord?: boolean }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPhone || !showRecord) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((e) => (
          <Paper key={e.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap" sx={{ mb: 1 }}>
              <What entry={e} showRecord={showRecord} />
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(e.createdAt)}
              </Typography>
            </Stack>
            <Box sx={{ mb: 1 }}>
              <Who entry={e} />
            </Box>
            <Changes entry={e} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={translate('history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.columns.when')}</TableCell>
          <TableCell>{translate('history.columns.who')}</TableCell>
          <TableCell>{translate('history.columns.what')}</TableCell>
          <TableCell>{translate('history.columns.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</TableCell>
            <TableCell>
              <Who entry={e} />
            </TableCell>
            <TableCell>
              <What entry={e} showRecord />
            </TableCell>
            <TableCell sx={{ minWidth: '18rem' }}>
              <Changes entry={e} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
