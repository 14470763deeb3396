/**
 * One line of text cut by CSS with an ellipsis where its box ends (not at a fixed count of
 * characters), the whole text in a tooltip on hover or focus, only when it was cut.
 */
import { useRef, useState } from 'react';
import { Box, Tooltip, type SxProps, type Theme } from '@mui/material';

export function EllipsisText({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  const [open, setOpen] = useState(false);
  // Not the event's target: the tooltip opens after its delay, when the event is gone.
  const box = useRef<HTMLElement>(null);
  return (
    <Tooltip
      title={text}
      open={open}
      onOpen={() => {
        const el = box.current;
        if (el && el.scrollWidth > el.clientWidth) setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <Box component="span" ref={box} sx={[{ display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {text}
      </Box>
    </Tooltip>
  );
}
