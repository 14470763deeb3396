/**
 * Add artists to the line-up (spec 1 section 2.3, "artist search"): search by name 500 ms
 * after the last key, choose one or more, or register a name the search did not find.
 * Adicionar stays disabled until something is chosen; closing resets the choice.
 */
import { useState } from 'react';
import { Avatar, Box } from '@mui/material';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { PickerDialog } from '../../framework/nested/PickerDialog';
import { SearchPicker } from '../../framework/inputs/SearchPicker';
import { useLineupApi, type Artist } from './lineupApi';

export const ARTIST_SEARCH_DELAY_MS = 500;
/** An option standing for "register this name": no id yet. */
const NEW_ID = '';

export function AddArtistsDialog({ eventId, open, onClose, onAdded, canCreateArtists }: {
  eventId: Identifier;
  open: boolean;
  onClose: () => void;
  onAdded: (lineup: Artist[]) => void;
  canCreateArtists: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useLineupApi();
  const [chosen, setChosen] = useState<Artist[]>([]);

  const close = () => {
    setChosen([]);
    onClose();
  };

  const choose = async (value: Artist[]) => {
    const created = value.find((a) => a.id === NEW_ID);
    if (!created) return setChosen(value);
    try {
      const artist = await api.createArtist(created.name);
      setChosen(value.map((a) => (a === created ? artist : a)));
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || 'resources.lineup.createError', { type: 'error', messageArgs: { _: message || undefined } });
    }
  };

  return (
    <PickerDialog
      open={open}
      title="resources.lineup.dialogTitle"
      submitLabel="resources.lineup.submit"
      canSubmit={chosen.length > 0}
      save={() => api.add(eventId, chosen.map((a) => a.id))}
      texts={{ success: 'resources.lineup.added', fallback: 'resources.lineup.addError' }}
      onSaved={onAdded}
      onClose={close}
    >
      <SearchPicker<Artist>
        multiple
        label="resources.lineup.search"
        value={chosen}
        onChange={(v) => void choose(v)}
        search={api.search}
        delay={ARTIST_SEARCH_DELAY_MS}
        minLength={1}
        getId={(a) => a.id || `new:${a.name}`}
        getLabel={(a) => (a.id === NEW_ID ? translate('resources.lineup.create', { name: a.name }) : a.name)}
        renderOption={(a) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {a.id !== NEW_ID ? <Avatar src={a.image ?? undefined} alt="" sx={{ width: 28, height: 28 }} /> : null}
            {a.id === NEW_ID ? translate('resources.lineup.create', { name: a.name }) : a.name}
          </Box>
        )}
        extraOption={canCreateArtists ? (text) => (text ? { id: NEW_ID, name: text, image: null } : null) : undefined}
        hint="resources.lineup.searchHint"
        noOptions="resources.lineup.noOptions"
        loadError="resources.lineup.loadError"
        autoFocus
      />
    </PickerDialog>
  );
}
