/**
 * /events/{id}/edit/images: the primary image and the gallery (GET/PUT/DELETE /events/{id}/images).
 * Each upload is saved at once, so there is nothing unsaved to guard; a refusal shows the server's message.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardMedia, Chip, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE_ACCEPT, isAcceptedImage, readDataUrl } from '../../../framework/inputs/readDataUrl';
import { useEventApi, type EventImages } from '../eventApi';

/** A key of the images page in the events catalogue. */
const K = (key: string) => `resources.events.images.${key}`;

function UploadButton({ label, onFile, disabled, field }: { label: string; onFile: (file: File) => void; disabled: boolean; field?: string }) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled} data-field={field}>
      {label}
      <input
        hidden
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file may be chosen again
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

export function ImagesPage({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useEventApi();
  const queryClient = useQueryClient();
  const [images, setImages] = useState<EventImages | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.images(record.id).then(setImages, (e: Error) => setError(e.message || translate('app.toast.queryError')));
  }, [api, record.id, translate]);

  const change = async (call: () => Promise<EventImages>, success: string) => {
    setBusy(true);
    setError(null);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      setImages(await call());
      notify(success, { type: 'success' });
      // The event's primaryImage changed: cards and pages read it again.
      void queryClient.invalidateQueries({ queryKey: ['events'] });
    } catch (e) {
      const message = (e as Error).message || translate('app.toast.error');
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (primary: boolean) => async (file: File) => {
    if (!isAcceptedImage(file)) {
      setError(translate(K('unsupported')));
      return;
    }
    const data = await readDataUrl(file);
    await change(() => api.addImage(record.id, data, primary), K('uploaded'));
  };

  const list = images?.images ?? [];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, maxWidth: 880 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!images && !error ? <LinearProgress aria-label={translate('app.toast.loading')} /> : null}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <UploadButton label={translate(K('uploadPrimary'))} onFile={upload(true)} disabled={busy} field="primaryImage" />
        <UploadButton label={translate(K('uploadGallery'))} onFile={upload(false)} disabled={busy} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(K('hint'))}
      </Typography>
      {images && list.length === 0 ? <Typography color="text.secondary">{translate(K('empty'))}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {list.map((image) => (
          <Card key={image.id} variant="outlined">
            <CardMedia component="img" image={image.url} alt={translate(K(image.isPrimary ? 'primary' : 'galleryImage'))} sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
            <CardActions sx={{ justifyContent: 'space-between' }}>
              {image.isPrimary ? <Chip size="small" color="primary" label={translate(K('primary'))} /> : <span />}
              <Tooltip title={translate(K('remove'))}>
                <span>
                  <IconButton aria-label={translate(K('remove'))} disabled={busy} onClick={() => change(() => api.removeImage(record.id, image.id), K('removed'))}>
                    <DeleteIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
