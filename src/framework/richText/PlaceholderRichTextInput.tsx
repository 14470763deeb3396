/**
 * ra-input-rich-text's input with tiptap's Placeholder: the hint shows on the empty editor
 * and is never part of the value (issue 9 item 3). Loaded lazily with the editor.
 */
import { useMemo } from 'react';
import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { Placeholder } from '@tiptap/extensions';

export default function PlaceholderRichTextInput({ placeholder, ...props }: RichTextInputProps & { placeholder?: string }) {
  // useEditor recreates the editor when its options change, so they are built once per text.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions: [...(DefaultEditorOptions.extensions ?? []), ...(placeholder ? [Placeholder.configure({ placeholder })] : [])],
      editorProps: { attributes: placeholder ? { 'aria-placeholder': placeholder } : ({} as Record<string, string>) },
    }),
    [placeholder],
  );
  return <RichTextInput {...props} editorOptions={editorOptions} />;
}
