/**
 * ra-input-rich-text's input with tiptap's Placeholder: the hint shows on the empty editor
 * and is never part of the value (issue 9 item 3). Loaded lazily with the editor.
 */
import { useMemo } from 'react';
import {
  AlignmentButtons, ClearButtons, ColorButtons, DefaultEditorOptions, FormatButtons, ImageButtons, LinkButtons, ListButtons, QuoteButtons,
  RichTextInput, RichTextInputToolbar, type RichTextInputProps,
} from 'ra-input-rich-text';
import { Placeholder } from '@tiptap/extensions';
import { LevelSelect } from './LevelSelect';

/** ra-input-rich-text's default toolbar, with our accessible level picker in place of its own. */
const TOOLBAR = (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <ColorButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <ImageButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

export default function PlaceholderRichTextInput({ placeholder, ...props }: RichTextInputProps & { placeholder?: string }) {
  // The label above the editor is not a <label> of it: the text box carries its name itself.
  const name = typeof props.label === 'string' ? props.label : undefined;
  // useEditor recreates the editor when its options change, so they are built once per text.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions: [...(DefaultEditorOptions.extensions ?? []), ...(placeholder ? [Placeholder.configure({ placeholder })] : [])],
      // A contenteditable is a multi-line text box to assistive technology; aria-placeholder is only allowed on one.
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', ...(name ? { 'aria-label': name } : {}), ...(placeholder ? { 'aria-placeholder': placeholder } : {}) },
      },
    }),
    [placeholder, name],
  );
  return <RichTextInput toolbar={TOOLBAR} {...props} editorOptions={editorOptions} />;
}
