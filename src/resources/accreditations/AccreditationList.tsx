/**
 * /accreditations (spec 2 sections 2, 9): search and the status filter (Todos, Ativo, Inativo) in
 * the address, 12 a page, cards in 1 to 4 columns (1 on a phone, 4 from 1366 px), the pagination
 * only when there is more than one page. Each card: image (or an icon), name, Ativo/Inativo, the
 * edit dialog and the manage link; 'Novo credenciamento' opens the create dialog.
 */
import { useState } from 'react';
import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import BadgeIcon from '@mui/icons-material/Badge';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link, useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { SearchInput } from '../../framework/SearchInput';
import { useListLocation } from '../../framework/useListLocation';
import { accreditations } from '../../shared/resources/accreditations/definition';
import { AccreditationFormDialog } from './AccreditationFormDialog';
import { HeaderButton } from './HeaderActions';
import { accreditationPath } from './accreditationPaths';

const PER_PAGE = accreditations.list.perPage;
const STATUSES = ['', '@ACTIVE', '@INACTIVE'] as const;
/** 1 column on a phone, 2 from 600 px, 3 from 900 px, 4 from 1200 px (1366 px screens). */
export const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } } as const;

export function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} label={translate(active ? 'resources.accreditations.status.active' : 'resources.accreditations.status.inactive')} />;
}

function AccreditationCard({ record, onEdit }: { record: RaRecord; onEdit?: () => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {record.image ? (
        <Box component="img" src={record.image} alt="" sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
      ) : (
        <Box sx={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'background.paper', color: 'text.secondary' }}>
            <BadgeIcon />
          </Avatar>
        </Box>
      )}
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
          {record.name}
        </Typography>
        <StatusChip active={record.isActive !== false} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        {onEdit ? (
          <Button size="small" startIcon={<Edit />} onClick={onEdit} aria-label={translate('resources.accreditations.actions.editNamed', { name: record.name })}>
            {translate('resources.accreditations.actions.edit')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="small"
          variant="contained"
          component={Link}
          to={accreditationPath(record.id)}
          endIcon={<ArrowForward />}
          aria-label={translate('resources.accreditations.actions.manageNamed', { name: record.name })}
        >
          {translate('resources.accreditations.actions.manage')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function AccreditationList() {
  const translate = useTranslate();
  const { allowed } = usePageAccess('list', accreditations.name);
  const { canAccess: mayCreate } = useCanAccess({ resource: accreditations.name, action: 'create' });
  const { canAccess: mayEdit } = useCanAccess({ resource: accreditations.name, action: 'edit' });
  const { search, page, input, setInput, setPage } = useListLocation();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s && s === params.get('status')) ?? '';
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const { data, total, isPending, error, refetch } = useGetList(
    accreditations.name,
    { pagination: { page, perPage: PER_PAGE }, sort: accreditations.list.sort, filter: { search: search || undefined, status: status || undefined } },
    { enabled: allowed },
  );
  const rows = data ?? [];
  const chooseStatus = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set('status', value);
      else next.delete('status');
      next.set('page', '1');
      return next;
    });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('resources.accreditations.name', { smart_count: 2 })}
        actions={mayCreate ? <HeaderButton label="resources.accreditations.actions.create" icon={<Add />} onClick={() => setDialog({})} /> : null}
      />
      <Box sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <SearchInput value={input} onChange={setInput} />
        </Box>
        <TextField
          select
          size="small"
          label={translate('resources.accreditations.filters.status')}
          value={status}
          onChange={(e) => chooseStatus(e.target.value)}
          sx={{ width: { xs: '100%', sm: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s || 'all'} value={s}>
              {translate(`resources.accreditations.filters.${s ? s : 'all'}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? <LoadError error={error} fallback="resources.accreditations.listError" onRetry={() => void refetch()} /> : null}
      {error ? null : isPending || !allowed ? (
        <Box sx={GRID}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={240} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('resources.accreditations.empty')}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((record) => (
              <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
                <AccreditationCard record={record} onEdit={mayEdit ? () => setDialog({ record }) : undefined} />
              </Box>
            ))}
          </Box>
          {(total ?? 0) > PER_PAGE ? <ListPagination page={page} perPage={PER_PAGE} count={rows.length} total={total ?? 0} onPage={setPage} /> : null}
        </>
      )}
      <AccreditationFormDialog open={dialog !== null} record={dialog?.record} onClose={() => setDialog(null)} />
    </Box>
  );
}
