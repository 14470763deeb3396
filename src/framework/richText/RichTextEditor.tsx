/**
 * The rich-text editor of spec 1 section 2.3: word and character counters, a changed mark
 * after an edit, and a Save button that runs the caller's handler and then clears the mark
 * (spec 1 section 4; a failed save is only logged, section 8). Must sit inside a react-admin
 * form. ra-input-rich-text (tiptap) is loaded when the editor first shows, never in the
 * first chunk.
 */
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { textStats } from './textStats';

const RichTextInput = lazy(() => import('./PlaceholderRichTextInput'));

export const EDITOR_HEIGHT = 500;

export interface RichTextEditorProps {
  source: string;
  /** Catalogue key of the label. */
  label: string;
  height?: number;
  /** Catalogue key of the hint shown while the editor is empty (spec 1 section 2.3's default text); never saved. */
  placeholder?: string;
  /** Resolves once saved; a rejection keeps the changed mark and is logged. */
  onSave: () => Promise<unknown>;
}

export function RichTextEditor({ source, label, height = EDITOR_HEIGHT, placeholder = 'app.editor.placeholder', onSave }: RichTextEditorProps) {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as string | null | undefined;
  const [saved, setSaved] = useState(value);
  const [saving, setSaving] = useState(false);
  const changed = (value ?? '') !== (saved ?? '');
  const { words, characters } = textStats(value);

  const save = async () => {
    setSaving(true);
    const current = value;
    try {
      await onSave();
      setSaved(current);
    } catch (error) {
      console.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Suspense fallback={<LinearProgress aria-label={translate('app.toast.loading')} />}>
        <RichTextInput
          source={source}
          label={translate(label)}
          placeholder={placeholder ? translate(placeholder) : undefined}
          fullWidth
          sx={{
            '& .ProseMirror': { height, overflowY: 'auto' },
            // tiptap marks the empty first paragraph and puts the hint in data-placeholder.
            '& .ProseMirror p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.secondary',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
            },
          }}
        />
      </Suspense>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.editor.words', { smart_count: words })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.editor.characters', { smart_count: characters })}
        </Typography>
        {changed ? <Chip size="small" color="warning" label={translate('app.editor.changed')} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving}>
          {translate('app.page.save')}
        </Button>
      </Stack>
    </Box>
  );
}
