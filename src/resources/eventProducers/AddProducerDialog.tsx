/**
 * Add a producer to the event (spec 1 section 2.3): a searchable picker (from 2 characters,
 * 500 ms after the last key, against GET /producers?search=&limit=9999); Adicionar stays
 * disabled until a producer is chosen. Closing resets the choice.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { useToastedCall } from '../../framework/useToastedCall';
import { SearchPicker } from '../../framework/inputs/SearchPicker';
import { useEventProducersApi, type ProducerRecord } from './eventProducersApi';

export const PRODUCER_SEARCH_MIN = 2;
export const PRODUCER_SEARCH_DELAY_MS = 500;

export function AddProducerDialog({ eventId, open, onClose, onAdded }: { eventId: Identifier; open: boolean; onClose: () => void; onAdded: () => void }) {
  const translate = useTranslate();
  const run = useToastedCall();
  const api = useEventProducersApi();
  const [chosen, setChosen] = useState<ProducerRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = 'add-producer-title';

  const close = () => {
    setChosen(null);
    onClose();
  };
  const submit = async () => {
    if (!chosen) return;
    setSaving(true);
    const { ok } = await run(() => api.add(eventId, String(chosen.id)), {
      success: 'resources.eventProducers.added',
      fallback: 'resources.eventProducers.addError',
    });
    setSaving(false);
    if (!ok) return;
    onAdded();
    close();
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('resources.eventProducers.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open ? (
          <SearchPicker<ProducerRecord>
            label="resources.eventProducers.picker"
            value={chosen}
            onChange={setChosen}
            search={api.searchProducers}
            delay={PRODUCER_SEARCH_DELAY_MS}
            minLength={PRODUCER_SEARCH_MIN}
            getId={(p) => String(p.id)}
            getLabel={(p) => p.corporateName ?? ''}
            renderOption={(p) => (
              <span>
                {p.corporateName}
                {p.representative?.profile?.fullName ? <small style={{ opacity: 0.7 }}> · {p.representative.profile.fullName}</small> : null}
              </span>
            )}
            hint="resources.eventProducers.pickerHint"
            noOptions="resources.eventProducers.noOptions"
            loadError="resources.eventProducers.loadError"
            autoFocus
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('app.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!chosen || saving}>
          {translate('resources.eventProducers.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
