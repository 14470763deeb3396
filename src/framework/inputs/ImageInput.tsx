/**
 * An image field of a definition (`type: 'image'`: an artist's photo, a receipt): the image
 * chosen, 'Enviar imagem' to pick a file (jpg, jpeg, png, gif, webp, svg; sent as a data URL,
 * which the server stores as an upload) and 'Remover imagem'. Its error shows under it.
 */
import { useRef } from 'react';
import { Box, Button, FormHelperText, FormLabel } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './FieldError';
import { IMAGE_ACCEPT, readDataUrl } from './readDataUrl';
import { useTextFieldInput } from './useTextFieldInput';

/**
 * `types`: the accepted kinds when the field limits them (a store's image: png, jpg); `maxMb`: the
 * largest file (an accreditation's image: 10 MB), refused at once with `tooLarge` under the field
 * (the server checks it too).
 */
export function ImageInput({ source, label, types, helperText, maxMb, tooLarge }: { source: string; label: string; types?: readonly string[]; helperText?: string; maxMb?: number; tooLarge?: string }) {
  const translate = useTranslate();
  const { field, message, textFieldProps } = useTextFieldInput(source, label);
  const { setError, clearErrors } = useFormContext();
  const file = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' && field.value ? field.value : '';
  const pick = async (chosen: File | undefined) => {
    if (chosen && maxMb && chosen.size > maxMb * 1024 * 1024) {
      setError(source, { type: 'tooLarge', message: tooLarge ?? 'server.images.tooLarge' });
      if (file.current) file.current.value = '';
      return;
    }
    if (chosen) clearErrors(source);
    if (chosen) field.onChange(await readDataUrl(chosen));
    if (file.current) file.current.value = '';
  };
  return (
    <Box>
      <FormLabel htmlFor={textFieldProps.id} sx={{ display: 'block', mb: 0.5, fontSize: '0.85rem' }}>
        {textFieldProps.label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value ? (
          <Box component="img" src={value} alt={textFieldProps.label} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
        ) : null}
        <Button variant="outlined" size="small" startIcon={<UploadFile />} onClick={() => file.current?.click()}>
          {translate('app.image.upload')}
        </Button>
        {value ? (
          <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
            {translate('app.image.remove')}
          </Button>
        ) : null}
        <input
          ref={file}
          id={textFieldProps.id}
          name={field.name}
          type="file"
          accept={types ? types.flatMap((t) => (t === 'jpg' ? ['.jpg', '.jpeg'] : [`.${t}`])).join(',') : IMAGE_ACCEPT}
          hidden
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </Box>
      {helperText ? <FormHelperText>{translate(helperText)}</FormHelperText> : null}
      {message ? (
        <FormHelperText error>
          <FieldError message={message} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}
