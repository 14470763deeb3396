/**
 * /events/{id}/advantages-and-services/courtesies/send (spec 1 sections 2.3, 4, 5, 8, 9): ticket
 * and lot, send type, contacts one by one or from a CSV; the send, the duplicate warning with
 * its forced resend of only those contacts, then back to the courtesy table.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Paper, Radio, RadioGroup, TextField, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../framework/PageHeader';
import { FieldError } from '../../../framework/inputs/FieldError';
import { isValidContact, normaliseContact, type CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { ContactRows, newRow, type ContactRow } from './ContactRows';
import { CsvStep } from './CsvStep';
import { DuplicatesDialog } from './DuplicatesDialog';
import { useCourtesySendApi, type AlreadySent, type SendCourtesyAnswer, type SendCourtesyBody, type TicketLotOption } from './courtesySendApi';
import { LAST_LOT_RESTORE_DELAY, LAST_LOT_WRITE_DELAY, readLastLot, writeLastLot, type LotChoice } from './lastLot';
import { useCsvContacts } from './useCsvContacts';
import { resultContacts, resultNames } from './csvProtocol';
import { courtesyKeys } from '../courtesiesApi';
import { DeliveryChannelsAlert } from '../DeliveryChannelsAlert';

type Mode = '@ONEAONE' | '@CSV';
interface Errors {
  ticket?: string;
  type?: string;
  contacts?: string;
}
const choiceKey = (c: LotChoice) => `${c.ticketId}|${c.lotId}`;
/** The same object when there is nothing to clear: React then skips re-rendering the screen (a file choice stays a short task). */
const withoutContactsError = (errors: Errors): Errors => (errors.contacts === undefined ? errors : { ...errors, contacts: undefined });

export default function CourtesySendPage({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useCourtesySendApi();
  const tableRoute = `/events/${encodeURIComponent(eventId)}/advantages-and-services/courtesies`;
  // Under 'tickets': a realtime change of tickets refreshes the options.
  const options = useQuery({ queryKey: ['tickets', 'courtesyLots', eventId], queryFn: () => api.ticketsLots(eventId) });
  // The table's stats (same key): whether the chosen send type is delivered or only kept in the outbox.
  const stats = useQuery({ queryKey: courtesyKeys.stats(eventId), queryFn: () => api.stats(eventId) });

  const [choice, setChoice] = useState<LotChoice | null>(null);
  const [chosenByUser, setChosenByUser] = useState(false);
  const restoreTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A remembered lot is on its way (spec 1 section 9: 3000 ms): the field says so instead of looking empty.
  const [restorePending, setRestorePending] = useState(() => readLastLot(eventId) !== null);
  const [type, setType] = useState<CourtesySendType>('@EMAIL');
  const [mode, setMode] = useState<Mode>('@ONEAONE');
  const [rows, setRows] = useState<ContactRow[]>(() => [newRow()]);
  const csv = useCsvContacts(type);
  // The worker loads while the user looks for the file.
  const warmCsv = csv.warm;
  useEffect(() => {
    if (mode === '@CSV') warmCsv();
  }, [mode, warmCsv]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [duplicates, setDuplicates] = useState<{ items: AlreadySent[]; body: SendCourtesyBody; created: number } | null>(null);
  // Row of each sent contact (one by one), so the server's `contacts.{i}` lands under its row.
  const sentRows = useRef<number[] | null>(null);

  // Spec 1 section 9: the last ticket and lot come back 3000 ms after opening, unless one was chosen meanwhile.
  // (A choice by the user stops the timer.)
  useEffect(() => {
    restoreTimer.current = setTimeout(() => {
      const stored = readLastLot(eventId);
      if (stored) setChoice(stored);
      setRestorePending(false);
    }, LAST_LOT_RESTORE_DELAY);
    return () => clearTimeout(restoreTimer.current);
  }, [eventId]);
  // ...and are written once the choice settles (the form's 750 ms watch debounce).
  const unwritten = useRef<LotChoice | null>(null);
  useEffect(() => {
    if (!choice || !chosenByUser) return;
    unwritten.current = choice;
    const timer = setTimeout(() => {
      writeLastLot(eventId, choice);
      unwritten.current = null;
    }, LAST_LOT_WRITE_DELAY);
    return () => clearTimeout(timer);
  }, [eventId, choice, chosenByUser]);
  // A send within those 750 ms leaves the screen: the choice is still remembered.
  useEffect(
    () => () => {
      if (unwritten.current) writeLastLot(eventId, unwritten.current);
    },
    [eventId],
  );

  const lots = options.data ?? [];
  const found = choice ? lots.find((o) => o.ticketId === choice.ticketId && o.lotId === choice.lotId) : undefined;
  // A remembered lot that has since sold out or gone is not brought back: the menu would not offer it.
  const chosen = found && (chosenByUser || found.placesLeft > 0) ? found : undefined;
  // Loading until the remembered lot is shown or found gone (the options may still be on their way at 3000 ms).
  const restoring = !chosenByUser && (restorePending || Boolean(choice && !options.data));

  const changeType = (next: CourtesySendType) => {
    if (next === type) return;
    // Spec 1 section 4: another send type starts the contact list over; a CSV file stays, its
    // contact column detected again for the new type (issue 9 item 9).
    setType(next);
    setRows([newRow()]);
    csv.retype(next);
    setErrors((e) => ({ ...e, type: undefined, contacts: undefined }));
  };

  /** The request, or null after showing what is missing. */
  function validate(): SendCourtesyBody | null {
    const next: Errors = {};
    if (!chosen) next.ticket = 'resources.courtesies.send.errors.selectTicket';
    let contacts: string[] = [];
    let names: (string | null)[] | undefined;
    let rowsOk = true;
    sentRows.current = null;
    if (mode === '@ONEAONE') {
      const checked = rows.map((row) => {
        const contact = normaliseContact(type, row.contact);
        const error = !row.contact.trim()
          ? 'resources.courtesies.send.errors.required'
          : isValidContact(type, contact)
            ? undefined
            : type === '@EMAIL' ? 'validation.email' : 'validation.phone';
        return { ...row, error };
      });
      rowsOk = checked.every((r) => !r.error);
      setRows(checked);
      // A contact typed twice is sent once.
      const seen = new Map<string, number>();
      checked.forEach((row, i) => {
        const contact = normaliseContact(type, row.contact);
        if (!seen.has(contact)) seen.set(contact, i);
      });
      sentRows.current = [...seen.values()];
      contacts = [...seen.keys()];
      if (sentRows.current.some((i) => checked[i].name.trim())) names = sentRows.current.map((i) => checked[i].name.trim() || null);
    } else {
      const { phase, mapping, result, error } = csv.state;
      if (error) next.contacts = 'resources.courtesies.send.errors.readFile';
      else if (phase === '@UPLOAD') next.contacts = 'resources.courtesies.send.errors.chooseFile';
      else if (mapping?.contact === null) next.contacts = 'resources.courtesies.send.errors.chooseContactColumn';
      else if (result && !result.valid) next.contacts = 'resources.courtesies.send.errors.noValidContacts';
      else if (!result) return null; // still mapping: the button waits for it
      else {
        contacts = resultContacts(result);
        names = resultNames(result);
      }
    }
    setErrors(next);
    if (!chosen || next.contacts || !rowsOk) return null;
    return { ticketId: chosen.ticketId, lotId: chosen.lotId, type, contacts, ...(names ? { names } : {}) };
  }

  /** Server issues under their fields: ticketId/lotId, type, contacts, contacts.{i}. */
  function showIssues(body: SendCourtesyBody, issues: Record<string, string> | undefined, forced: boolean) {
    if (!issues) return;
    const next: Errors = { ticket: issues.ticketId ?? issues.lotId, type: issues.type, contacts: issues.contacts };
    const byRow = new Map<number, string>();
    for (const [field, message] of Object.entries(issues)) {
      const m = /^contacts\.(\d+)$/.exec(field);
      if (!m) continue;
      const row = !forced && mode === '@ONEAONE' ? sentRows.current?.[Number(m[1])] : undefined;
      if (row !== undefined) byRow.set(row, message);
      else next.contacts ??= `${body.contacts[Number(m[1])] ?? ''}: ${translate(message, { _: message })}`;
    }
    setErrors(next);
    if (byRow.size) setRows((current) => current.map((r, i) => (byRow.has(i) ? { ...r, error: byRow.get(i) } : r)));
  }

  /** One POST with the spec's toasts: 'Salvando...', then the caller's success or the server's message / 'Ocorreu um erro'. */
  async function post(body: SendCourtesyBody): Promise<SendCourtesyAnswer | null> {
    setSending(true);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      return await api.send(eventId, body);
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || 'app.toast.error', { type: 'error', messageArgs: { _: message || undefined } });
      showIssues(body, (error as { body?: { errors?: Record<string, string> } })?.body?.errors, Boolean(body.force));
      return null;
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = validate();
    if (!body) return;
    const answer = await post(body);
    if (!answer) return;
    if (answer.created || !answer.alreadySent.length) notify('resources.courtesies.send.sent', { type: 'success', messageArgs: { smart_count: answer.created } });
    else notify('resources.courtesies.send.alreadySentToast', { type: 'warning', messageArgs: { smart_count: answer.alreadySent.length } });
    if (answer.alreadySent.length) setDuplicates({ items: answer.alreadySent, body, created: answer.created });
    else navigate(tableRoute);
  }

  /** Only the contacts the server reported, again, with force (their names kept). */
  async function force() {
    if (!duplicates) return;
    const { items, body } = duplicates;
    const nameOf = new Map(body.contacts.map((c, i) => [c, body.names?.[i] ?? null]));
    const contacts = items.map((item) => item.contact);
    const answer = await post({ ...body, contacts, ...(body.names ? { names: contacts.map((c) => nameOf.get(c) ?? null) } : {}), force: true });
    if (!answer) return;
    notify('resources.courtesies.send.sent', { type: 'success', messageArgs: { smart_count: answer.created } });
    setDuplicates(null);
    navigate(tableRoute);
  }

  const cancelDuplicates = () => {
    const created = duplicates?.created ?? 0;
    setDuplicates(null);
    // What was created is sent already: its progress is on the table.
    if (created) navigate(tableRoute);
  };

  const optionLabel = (o: TicketLotOption) => translate('resources.courtesies.send.ticketOption', { sector: o.sectorName, ticket: o.ticketTitle, lot: o.lotTitle });
  /** 'restam 1.500' in the list, 'Restam 1.500 ingressos neste lote.' under the field. */
  const placesText = (o: TicketLotOption, help = false) =>
    o.placesLeft > 0
      ? translate(`resources.courtesies.send.${help ? 'placesLeftHelp' : 'placesLeft'}`, { smart_count: o.placesLeft, count: o.placesLeft.toLocaleString('pt-BR') })
      : translate(`resources.courtesies.send.${help ? 'soldOutHelp' : 'soldOut'}`);
  const ticketError = errors.ticket ?? (options.isError ? options.error.message || 'app.toast.queryError' : undefined);
  const busy = sending || (mode === '@CSV' && Boolean(csv.state.progress));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={translate('resources.courtesies.send.title')} backTo={tableRoute} />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        {options.isSuccess && !lots.length ? (
          <Box>
            <Alert severity="info">{translate('resources.courtesies.send.noTickets')}</Alert>
            {errors.ticket ? <FormHelperText error><FieldError message={errors.ticket} /></FormHelperText> : null}
          </Box>
        ) : (
          <TextField
            select
            label={translate('resources.courtesies.send.ticket')}
            value={chosen ? choiceKey(chosen) : ''}
            disabled={options.isPending}
            onChange={(e) => {
              const option = lots.find((o) => choiceKey(o) === e.target.value);
              clearTimeout(restoreTimer.current);
              setChosenByUser(true);
              setRestorePending(false);
              setChoice(option ? { ticketId: option.ticketId, lotId: option.lotId } : null);
              setErrors((x) => ({ ...x, ticket: undefined }));
            }}
            error={Boolean(ticketError)}
            helperText={
              ticketError ? (
                <FieldError message={ticketError} />
              ) : chosen ? (
                placesText(chosen, true)
              ) : restoring ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <CircularProgress size={12} aria-hidden />
                  {translate('resources.courtesies.send.restoringLot')}
                </Box>
              ) : undefined
            }
            // The field shows the option's name; the places left show in the list and below.
            slotProps={{ select: { renderValue: () => (chosen ? optionLabel(chosen) : ''), SelectDisplayProps: { 'aria-busy': restoring || undefined } } }}
            sx={{ maxWidth: 560 }}
          >
            {lots.map((o) => (
              // A sold-out lot cannot be chosen: the server would refuse the send.
              <MenuItem
                key={choiceKey(o)}
                value={choiceKey(o)}
                disabled={o.placesLeft <= 0}
                aria-label={`${optionLabel(o)} (${placesText(o)})`}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 3 }}
              >
                <span>{optionLabel(o)}</span>
                <Typography variant="caption" color={o.placesLeft > 0 ? 'text.secondary' : 'error'}>
                  {placesText(o)}
                </Typography>
              </MenuItem>
            ))}
          </TextField>
        )}

        <DeliveryChannelsAlert channels={stats.data?.channels} type={type} />

        <FormControl error={Boolean(errors.type)}>
          <FormLabel id="courtesy-send-type">{translate('resources.courtesies.send.type')}</FormLabel>
          <RadioGroup row aria-labelledby="courtesy-send-type" value={type} onChange={(e) => changeType(e.target.value as CourtesySendType)}>
            <FormControlLabel value="@EMAIL" control={<Radio />} label={translate('resources.courtesies.send.types.email')} />
            <FormControlLabel value="@WHATSAPP" control={<Radio />} label={translate('resources.courtesies.send.types.whatsapp')} />
          </RadioGroup>
          {errors.type ? <FormHelperText><FieldError message={errors.type} /></FormHelperText> : null}
        </FormControl>

        <FormControl>
          <FormLabel id="courtesy-send-mode" sx={{ mb: 1 }}>{translate('resources.courtesies.send.mode')}</FormLabel>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-labelledby="courtesy-send-mode"
            value={mode}
            onChange={(_, next: Mode | null) => {
              if (next) setMode(next);
              setErrors((x) => ({ ...x, contacts: undefined }));
            }}
          >
            <ToggleButton value="@ONEAONE">{translate('resources.courtesies.send.modes.oneByOne')}</ToggleButton>
            <ToggleButton value="@CSV">{translate('resources.courtesies.send.modes.csv')}</ToggleButton>
          </ToggleButtonGroup>
        </FormControl>

        {mode === '@ONEAONE' ? (
          <Box>
            <ContactRows type={type} rows={rows} onChange={setRows} />
            {errors.contacts ? <FormHelperText error><FieldError message={errors.contacts} /></FormHelperText> : null}
          </Box>
        ) : (
          <CsvStep
            csv={csv.state}
            progress={csv.progress}
            type={type}
            onFile={(file) => {
              setErrors(withoutContactsError);
              csv.choose(file);
            }}
            onMapping={(mapping) => {
              setErrors(withoutContactsError);
              csv.remap(mapping);
            }}
            error={errors.contacts}
          />
        )}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy}>
            {translate('resources.courtesies.send.submit')}
          </Button>
        </Box>
      </Paper>
      <DuplicatesDialog items={duplicates?.items ?? null} busy={sending} onCancel={cancelDuplicates} onForce={force} />
    </Box>
  );
}
