/**
 * A ticket's QR code. `code` is the text drawn: the signed payload the API answers beside the
 * ticket's code (ticketQrPayload, server/door/ticketQr.ts), so the door can check it. Drawn as SVG
 * text (qrcode's toString) into a data URL: no canvas, so it renders the same on any phone and in tests.
 */
import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import QRCode from 'qrcode';

export function TicketQrCode({ code, label, size = 240 }: { code: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [code]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return <Box component="img" src={src} alt={label} sx={{ width: size, height: size, maxWidth: '100%', bgcolor: '#fff', p: 1, borderRadius: 1 }} />;
}
