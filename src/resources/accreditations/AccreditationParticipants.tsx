/**
 * /accreditations/{id}/participants: the staff's list of participants (search by name, e-mail, CPF
 * or credential code; name, e-mail, channel, accredited at, credential code), and 'Adicionar
 * participante' from the back-office (@BACK_OFFICE) with the accreditation's form; the new
 * participant's credential code and its QR are shown once saved.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import { SearchInput } from '../../framework/SearchInput';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { FormDialog } from '../../framework/FormDialog';
import { RecordCard } from '../../framework/RecordCard';
import { OutlinedTable } from '../../framework/OutlinedTable';
import { useListLocation } from '../../framework/useListLocation';
import { formatDateTime } from '../../framework/dates';
import { TicketQrCode } from '../../custom/redeem/TicketQrCode';
import { accreditations } from '../../shared/resources/accreditations/definition';
import type { FormField } from '../../shared/accreditation/participant';
import type { AccreditationCalls, AccreditationInfo, StaffParticipant } from './accreditationCalls';
import { PARTICIPANTS_RESOURCE } from './AccreditationDashboard';
import { SubPageHeader } from './HeaderActions';
import { ParticipantForm, emptyParticipant, participantResolver } from './participantForm/ParticipantForm';

const PER_PAGE = 25;

function AddParticipantDialog({ info, open, onClose, onCreated }: { info: AccreditationInfo; open: boolean; onClose: () => void; onCreated: (p: StaffParticipant) => void }) {
  const notify = useNotify();
  const api = useDataProvider<DataProvider & AccreditationCalls>();
  const id = String(info.id);
  const fields = useQuery({ queryKey: ['accreditationFields', 'form', id], queryFn: () => api.accreditationFormFields(id), enabled: open });
  const list: FormField[] = useMemo(() => fields.data ?? [], [fields.data]);
  const resolver = useMemo(() => participantResolver(list), [list]);
  const submit = async (values: Record<string, unknown>) => {
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      const created = await api.createAccreditationParticipant(id, values);
      notify('resources.accreditations.participants.created', { type: 'success' });
      onCreated(created);
      return undefined;
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      notify(e?.message || 'resources.accreditations.participants.createError', { type: 'error', messageArgs: { _: e?.message || undefined } });
      return e?.body?.errors;
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="resources.accreditations.participants.add"
      titleId="add-participant-title"
      record={emptyParticipant(list)}
      resolver={resolver as never}
      onSubmit={submit}
      pending={fields.error ? <LoadError error={fields.error} onRetry={() => void fields.refetch()} /> : fields.isPending ? <Skeleton variant="rounded" height={240} /> : null}
    >
      <Box sx={{ pt: 1 }}>
        <ParticipantForm fields={list} />
      </Box>
    </FormDialog>
  );
}

function CredentialDialog({ participant, onClose }: { participant: StaffParticipant | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={participant !== null} onClose={onClose} aria-labelledby="credential-title" maxWidth="xs" fullWidth>
      <DialogTitle id="credential-title">{translate('resources.accreditations.participants.credentialTitle')}</DialogTitle>
      {participant ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{participant.name}</Typography>
          <TicketQrCode code={participant.code} label={translate('resources.accreditations.participants.qrAlt', { code: participant.code })} size={200} />
          <Typography component="p" variant="h5" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} data-credential-code>
            {participant.code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.accreditations.participants.credentialHint')}
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('app.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The credential code, a button that shows the credential (its QR). */
function CodeButton({ participant, onShow }: { participant: StaffParticipant; onShow: (p: StaffParticipant) => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" sx={{ fontFamily: 'monospace' }} onClick={() => onShow(participant)} aria-label={translate('resources.accreditations.participants.showCredential', { name: participant.name, code: participant.code })} data-participant-code>
      {participant.code}
    </Button>
  );
}

interface RowsProps {
  rows: StaffParticipant[];
  onShow: (p: StaffParticipant) => void;
}

const COLUMNS = ['name', 'email', 'registeredVia', 'accreditedAt', 'code'].map((c) => `resources.accreditations.participants.columns.${c}`);

function ParticipantsTable({ rows, onShow }: RowsProps) {
  const translate = useTranslate();
  return (
    <OutlinedTable label="resources.accreditations.pages.participants" columns={COLUMNS}>
      {rows.map((p) => (
        <TableRow key={p.id}>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.name}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
          <TableCell>{translate(`resources.accreditations.channels.${p.registeredVia}`)}</TableCell>
          <TableCell>{p.accreditedAt ? formatDateTime(p.accreditedAt) : translate('resources.accreditations.participants.notAccredited')}</TableCell>
          <TableCell>
            <CodeButton participant={p} onShow={onShow} />
          </TableCell>
        </TableRow>
      ))}
    </OutlinedTable>
  );
}

/** On a phone: one card a participant, the same five things as the table's columns. */
function ParticipantCards({ rows, onShow }: RowsProps) {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('resources.accreditations.pages.participants')} sx={{ display: 'grid', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((p) => (
        <li key={p.id}>
          <RecordCard
            title={p.name}
            lines={[
              <span key="email" title={p.email}>
                {p.email}
              </span>,
              translate('resources.accreditations.participants.card.channel', { channel: translate(`resources.accreditations.channels.${p.registeredVia}`) }),
              p.accreditedAt ? translate('resources.accreditations.participants.card.accreditedAt', { date: formatDateTime(p.accreditedAt) }) : translate('resources.accreditations.participants.notAccredited'),
            ]}
            footer={
              <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.accreditations.participants.columns.code')}
                </Typography>
                <CodeButton participant={p} onShow={onShow} />
              </Box>
            }
          />
        </li>
      ))}
    </Box>
  );
}

export function AccreditationParticipants({ info }: { info: AccreditationInfo }) {
  const translate = useTranslate();
  const api = useDataProvider<DataProvider & AccreditationCalls>();
  const queryClient = useQueryClient();
  const { canAccess: mayAdd } = useCanAccess({ resource: accreditations.name, action: 'edit' });
  const { search, page, input, setInput, setPage } = useListLocation();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<StaffParticipant | null>(null);
  // A table from 900 px, one card a participant below it (the lists' rule: orders, customers).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const id = String(info.id);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: [PARTICIPANTS_RESOURCE, 'list', id, page, search],
    queryFn: () => api.accreditationParticipants(id, { page, limit: PER_PAGE, search: search || undefined }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  const total = data?.pagination.totalItems ?? 0;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <SubPageHeader
        info={info}
        title="resources.accreditations.pages.participantsOf"
        action={mayAdd && { label: 'resources.accreditations.participants.add', icon: <PersonAdd />, onClick: () => setAdding(true) }}
      />
      <Box sx={{ mb: 2, maxWidth: 420 }}>
        <SearchInput value={input} onChange={setInput} />
        <Typography variant="caption" color="text.secondary">
          {translate('resources.accreditations.participants.searchHint')}
        </Typography>
      </Box>
      {error ? <LoadError error={error} fallback={'resources.accreditations.participants.loadError'} onRetry={() => void refetch()} /> : null}
      {error ? null : isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('resources.accreditations.participants.empty')}
        </Typography>
      ) : (
        <>
          {phone ? <ParticipantCards rows={rows} onShow={setShown} /> : <ParticipantsTable rows={rows} onShow={setShown} />}
          {total > PER_PAGE ? <ListPagination page={page} perPage={PER_PAGE} count={rows.length} total={total} onPage={setPage} /> : null}
        </>
      )}
      {info.isActive === false ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.accreditations.participants.inactiveHint')}
        </Alert>
      ) : null}
      <AddParticipantDialog
        info={info}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(p) => {
          setAdding(false);
          setShown(p);
          void queryClient.invalidateQueries({ queryKey: [PARTICIPANTS_RESOURCE] });
          void queryClient.invalidateQueries({ queryKey: [accreditations.name, 'info', id] });
        }}
      />
      <CredentialDialog participant={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
