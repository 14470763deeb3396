/**
 * The contacts a CSV file gave, as they will be sent (normalised, each once, in file order), with
 * their names. A file may hold 100,000 of them: only the rows in view (and a few around) are in
 * the page, positioned inside a box as tall as all of them, so the scroll bar stays true.
 */
import { useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import { formatWhatsapp } from '../../../framework/format';
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { resultNameAt, type CsvResult } from './csvProtocol';
import { packedAt } from './packedStrings';

export const CONTACT_ROW_HEIGHT = 36;
/** The list's own height: about nine rows, whatever the file's size. */
export const CONTACT_LIST_HEIGHT = 320;

const COLUMNS = { display: 'grid', gridTemplateColumns: '72px minmax(0, 3fr) minmax(0, 2fr)', gap: 2, px: 2 } as const;
const ROW = {
  ...COLUMNS,
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: CONTACT_ROW_HEIGHT,
  alignItems: 'center',
  typography: 'body2',
  borderBottom: 1,
  borderColor: 'divider',
} as const;
const CELL = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function ImportedContacts({ type, result }: { type: CourtesySendType; result: CsvResult }) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are called in this render only, never handed to memoised code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: result.valid,
    getScrollElement: () => scroller.current,
    estimateSize: () => CONTACT_ROW_HEIGHT,
    overscan: 8,
    // Its CSS height: the first paint shows the rows before the box is measured.
    initialRect: { width: 0, height: CONTACT_LIST_HEIGHT },
  });
  const show = type === '@WHATSAPP' ? formatWhatsapp : (contact: string) => contact;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box aria-hidden sx={{ ...COLUMNS, py: 1, borderBottom: 1, borderColor: 'divider', color: 'text.secondary' }}>
        <Typography variant="caption">{translate('resources.courtesies.send.csv.position')}</Typography>
        <Typography variant="caption">{translate(type === '@EMAIL' ? 'resources.courtesies.send.contact.email' : 'resources.courtesies.send.contact.whatsapp')}</Typography>
        <Typography variant="caption">{translate('resources.courtesies.send.csv.name')}</Typography>
      </Box>
      <Box ref={scroller} role="list" aria-label={translate('resources.courtesies.send.csv.contacts')} tabIndex={0} sx={{ height: CONTACT_LIST_HEIGHT, overflow: 'auto' }}>
        <Box sx={{ height: rows.getTotalSize(), position: 'relative' }}>
          {rows.getVirtualItems().map(({ key, index, start }) => {
            const name = resultNameAt(result, index);
            return (
              <Box
                key={key}
                role="listitem"
                // Only a window of the list is in the page: each row says where it sits in the whole.
                aria-setsize={result.valid}
                aria-posinset={index + 1}
                // A style, not sx: each offset as an emotion class would leave one CSS rule per row scrolled past.
                style={{ transform: `translateY(${start}px)` }}
                sx={ROW}
              >
                <Box sx={{ color: 'text.secondary' }}>{(index + 1).toLocaleString('pt-BR')}</Box>
                <Box sx={CELL}>{show(packedAt(result.contacts, index))}</Box>
                <Box sx={CELL} title={name ?? undefined}>
                  {name}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
