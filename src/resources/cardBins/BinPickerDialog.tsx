/** Chooses the BINs a ticket is sold to (checkboxes); none means any card. */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, FormGroup } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { BinTicket } from './binTicketsApi';

export const binLabel = (bin: RaRecord) => `${bin.cardName} · ${bin.bin}`;

export interface BinPickerDialogProps {
  /** The ticket whose BINs are chosen; the dialog is open while there is one. */
  ticket?: BinTicket;
  bins: readonly RaRecord[];
  onSave: (binIds: string[]) => Promise<boolean>;
  onClose: () => void;
}

function Picker({ ticket, bins, onSave, onClose }: Required<Pick<BinPickerDialogProps, 'ticket'>> & Omit<BinPickerDialogProps, 'ticket'>) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(() => new Set(ticket.binIds));
  const [saving, setSaving] = useState(false);
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    // Keeps the list's order; ids of BINs deleted meanwhile are left out.
    const ok = await onSave(bins.map((b) => String(b.id)).filter((id) => chosen.has(id)));
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate(bins.length ? 'resources.cardBins.tickets.pickerHelp' : 'resources.cardBins.tickets.noBins')}</DialogContentText>
        <FormGroup>
          {bins.map((bin) => (
            <FormControlLabel key={bin.id} control={<Checkbox checked={chosen.has(String(bin.id))} onChange={() => toggle(String(bin.id))} />} label={binLabel(bin)} />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate('app.page.save')}
        </Button>
      </DialogActions>
    </>
  );
}

export function BinPickerDialog({ ticket, bins, onSave, onClose }: BinPickerDialogProps) {
  const translate = useTranslate();
  // The last ticket stays shown while the dialog fades out.
  const [shown, setShown] = useState(ticket);
  if (ticket && ticket !== shown) setShown(ticket);
  return (
    <Dialog open={Boolean(ticket)} onClose={onClose} aria-labelledby="bin-picker-title" maxWidth="xs" fullWidth>
      <DialogTitle id="bin-picker-title">{translate('resources.cardBins.tickets.pickerTitle', { title: shown?.title ?? '' })}</DialogTitle>
      {/* Keyed by ticket: each opening starts from what the ticket has. */}
      {shown ? <Picker key={shown.id} ticket={shown} bins={bins} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}
