/** 'Novo' creates an empty draft (POST /events with {}) and opens its page. */
import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useEventApi } from '../eventApi';
import { eventPath } from '../eventPaths';

export function NewEventButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useEventApi();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    notify('resources.events.toasts.creating', { type: 'info', autoHideDuration: null });
    try {
      const draft = await api.createDraft();
      notify('resources.events.created', { type: 'success' });
      navigate(eventPath(draft.id));
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || 'resources.events.createError', { type: 'error', messageArgs: { _: message || undefined } });
      setBusy(false);
    }
  };

  return (
    <Button variant="contained" startIcon={<Add />} onClick={create} disabled={busy}>
      {translate('app.page.new')}
    </Button>
  );
}
