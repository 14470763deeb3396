/**
 * /validate (spec 1 section 2.2), the door: a device enters its validator's access code, picks
 * the event (and session), then checks tickets by camera or typed code (docs/door.md). Public and
 * made for a phone; its own lazy chunk, so the admin never loads the QR reader.
 */
import { useCallback, useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccessCodeStep } from './AccessCodeStep';
import { EventStep } from './EventStep';
import { ScanStep } from './ScanStep';
import { loadDoor, saveDoor, type StoredDoor } from './doorStorage';

export default function ValidatePage() {
  const translate = useTranslate();
  const [door, setDoor] = useState<StoredDoor | null>(() => loadDoor());
  const [notice, setNotice] = useState('');
  const [choosing, setChoosing] = useState(false);
  const update = useCallback((next: StoredDoor | null) => {
    saveDoor(next);
    setDoor(next);
  }, []);
  const ended = useCallback(
    (message: string) => {
      update(null);
      setNotice(message);
    },
    [update],
  );
  const event = door?.session.events.find((e) => e.id === door.eventId);

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {translate('app.public.validate')}
        </Typography>
      </Box>
      <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 2 } }}>
        {!door ? (
          <AccessCodeStep notice={notice} onOpened={(session) => update({ session })} />
        ) : !event || choosing ? (
          <EventStep
            session={door.session}
            initial={{ eventId: door.eventId, sessionId: door.sessionId }}
            onChosen={(c) => {
              setChoosing(false);
              update({ ...door, ...c });
            }}
            onExit={() => ended('')}
          />
        ) : (
          <ScanStep session={door.session} event={event} sessionId={door.sessionId ?? null} onEnded={ended} onChangeEvent={() => setChoosing(true)} />
        )}
      </Container>
    </Box>
  );
}
