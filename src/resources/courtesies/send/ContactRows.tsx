/**
 * One-by-one contacts (@ONEAONE): a row per contact with an optional name; at least one row
 * always remains. A paste of several contacts into a row splits them (spec 1 section 5) and
 * adds each new one as a row.
 */
import type { ClipboardEvent } from 'react';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { FieldError } from '../../../framework/inputs/FieldError';
import { NOT_A_CONTACT, splitPasted, type CourtesySendType } from '../../../shared/resources/courtesies/contacts';

export interface ContactRow {
  /** Stable React key: rows are inserted and removed in the middle. */
  key: number;
  contact: string;
  name: string;
  error?: string;
}

let nextKey = 1;
export const newRow = (contact = ''): ContactRow => ({ key: nextKey++, contact, name: '' });

/** Rows after pasting `text` into row `index`; null when the paste is a single value (typed as usual). */
export function pasteInto(rows: readonly ContactRow[], index: number, text: string): ContactRow[] | null {
  if (!/[\r\n,;\t ]/.test(text.trim())) return null;
  const items = splitPasted(text, rows.map((r) => r.contact), NOT_A_CONTACT);
  const next = [...rows];
  // The row pasted into takes the first item when it was empty.
  if (items.length && !next[index].contact.trim()) next[index] = { ...next[index], contact: items.shift()!, error: undefined };
  next.splice(index + 1, 0, ...items.map((item) => newRow(item)));
  return next;
}

export function ContactRows({ type, rows, onChange }: { type: CourtesySendType; rows: ContactRow[]; onChange: (rows: ContactRow[]) => void }) {
  const translate = useTranslate();
  const label = translate(type === '@EMAIL' ? 'resources.courtesies.send.contact.email' : 'resources.courtesies.send.contact.whatsapp');
  const edit = (index: number, patch: Partial<ContactRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch, error: undefined } : r)));
  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const next = pasteInto(rows, index, e.clipboardData.getData('text'));
    if (!next) return;
    e.preventDefault();
    onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.courtesies.send.pasteHint')}
      </Typography>
      {rows.map((row, index) => (
        <Box key={row.key} data-testid="contact-row" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label={label}
            value={row.contact}
            onChange={(e) => edit(index, { contact: e.target.value })}
            onPaste={onPaste(index)}
            error={Boolean(row.error)}
            // No empty helper line: rows stay close together.
            helperText={row.error ? <FieldError message={row.error} /> : undefined}
            slotProps={{ htmlInput: { inputMode: type === '@EMAIL' ? 'email' : 'tel', autoComplete: 'off' } }}
            size="small"
            sx={{ flex: 2, minWidth: 220 }}
          />
          <TextField
            label={translate('resources.courtesies.send.name')}
            value={row.name}
            onChange={(e) => edit(index, { name: e.target.value })}
            size="small"
            sx={{ flex: 1, minWidth: 160 }}
          />
          <Tooltip title={translate('resources.courtesies.send.removeContact')}>
            {/* The span keeps the tooltip working on the disabled button of the last row. */}
            <span>
              <IconButton
                aria-label={translate('resources.courtesies.send.removeContact')}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button startIcon={<Add />} onClick={() => onChange([...rows, newRow()])}>
          {translate('resources.courtesies.send.addContact')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.courtesies.send.count', { smart_count: rows.filter((r) => r.contact.trim()).length })}
        </Typography>
      </Box>
    </Box>
  );
}
