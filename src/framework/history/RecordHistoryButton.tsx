/**
 * 'Histórico' on a record's page (issue 14): a button that opens a drawer with the record's history,
 * read from GET /api/audit-log/records/{resource}/{id}. Shown to whoever may open or edit records of
 * the resource (the route's own rule); any generated edit page shows it (src/framework/ResourceEdit.tsx).
 */
import { useState } from 'react';
import { Box, Button, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import { useCanAccess, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useHistoryApi } from '../../dataProvider/historyCalls';
import { HistoryEntries } from './HistoryEntries';
import { IconAction } from '../IconAction';

export function useRecordHistory(resource: string, recordId: string | undefined, enabled: boolean) {
  const api = useHistoryApi();
  return useQuery({
    queryKey: ['recordHistory', resource, recordId],
    queryFn: () => api.recordHistory(resource, String(recordId)),
    enabled: enabled && Boolean(recordId),
    staleTime: 0,
  });
}

/** The drawer alone, for a record whose page opens it from a menu (a lot's row). */
export function RecordHistoryDrawer({ resource, recordId, open, onClose }: { resource: string; recordId: string; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const history = useRecordHistory(resource, recordId, open);
  const titleId = `history-${resource}-${recordId}`;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, role: 'dialog', 'aria-labelledby': titleId } as object }}>
      <Stack direction="row" alignItems="center" sx={{ p: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('history.recordTitle')}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>
        {history.isPending && open ? <LinearProgress /> : null}
        {history.isError ? <Typography color="error">{translate('history.loadError')}</Typography> : null}
        {history.data && !history.data.data.length ? <Typography>{translate('history.emptyRecord')}</Typography> : null}
        {history.data?.data.length ? <HistoryEntries entries={history.data.data} showRecord={false} /> : null}
      </Box>
    </Drawer>
  );
}

/** 'Histórico': a button (or, `compact`, an icon button) that opens the record's history. */
export function RecordHistoryButton({ resource, recordId, compact = false }: { resource: string; recordId: string | undefined; compact?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  if (!recordId || !(canShow || canEdit)) return null;
  return (
    <>
      {compact ? (
        <IconAction label="history.button" onClick={() => setOpen(true)} icon={<History fontSize="small" />} />
      ) : (
        <Button startIcon={<History />} onClick={() => setOpen(true)} variant="outlined">
          {translate('history.button')}
        </Button>
      )}
      <RecordHistoryDrawer resource={resource} recordId={recordId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
