/**
 * The editor's paragraph/heading picker. ra-input-rich-text's own puts an <li> inside a <nav>
 * and names its button 'Nível atual' while it shows 'Normal' (axe: listitem, label in name):
 * this one is a button whose name is 'Nível atual: Normal', with the same menu.
 */
import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useEditorState } from '@tiptap/react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];
const labelOf = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

export function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }): Level => LEVELS.find((l) => l > 0 && e?.isActive('heading', { level: l })) ?? 0,
  });
  const shown = translate(labelOf(current ?? 0));
  const choose = (level: Level) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    (level === 0 ? chain.setNode('paragraph') : chain.setNode('heading', { level })).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'rich-text-level-menu' : undefined}
        aria-label={`${translate('ra.tiptap.current_level')}: ${shown}`}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 110, justifyContent: 'space-between' }}
      >
        {shown}
      </Button>
      <Menu id="rich-text-level-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(labelOf(level))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
