/**
 * Add a producer to the event (spec 1 section 2.3): a searchable picker (from 2 characters,
 * 500 ms after the last key, against GET /producers?search=&limit=9999); Adicionar stays
 * disabled until a producer is chosen. Closing resets the choice.
 */
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { PickerDialog } from '../../framework/nested/PickerDialog';
import { SearchPicker } from '../../framework/inputs/SearchPicker';
import { useEventProducersApi, type ProducerRecord } from './eventProducersApi';

export const PRODUCER_SEARCH_MIN = 2;
export const PRODUCER_SEARCH_DELAY_MS = 500;

export function AddProducerDialog({ eventId, open, onClose, onAdded }: { eventId: Identifier; open: boolean; onClose: () => void; onAdded: () => void }) {
  const api = useEventProducersApi();
  const [chosen, setChosen] = useState<ProducerRecord | null>(null);

  const close = () => {
    setChosen(null);
    onClose();
  };

  return (
    <PickerDialog
      open={open}
      title="resources.eventProducers.dialogTitle"
      submitLabel="resources.eventProducers.submit"
      canSubmit={Boolean(chosen)}
      save={() => api.add(eventId, String(chosen!.id))}
      texts={{ success: 'resources.eventProducers.added', fallback: 'resources.eventProducers.addError' }}
      onSaved={() => onAdded()}
      onClose={close}
    >
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
    </PickerDialog>
  );
}
