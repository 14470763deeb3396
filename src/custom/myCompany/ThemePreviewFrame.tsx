/**
 * The sales page's preview (/preview/sales-page) in a frame, switchable between 'Dispositivos móveis'
 * (a 390 px phone) and 'Computadores' (the full width). The frame opens with the theme of the
 * moment in its address; each later edit is posted to it (same origin), so it follows without
 * reloading.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { salesPreviewPath, type CardTheme, type SalesTheme } from '../../shared/company/themes';
import { PREVIEW_MESSAGE } from '../themes/SalesPagePreview';

type Device = 'mobile' | 'desktop';

export function ThemePreviewFrame({ businessId, theme, card }: { businessId: string; theme?: Partial<SalesTheme>; card?: Partial<CardTheme> }) {
  const translate = useTranslate();
  const [device, setDevice] = useState<Device>('mobile');
  const frame = useRef<HTMLIFrameElement>(null);
  // The address is the first theme's: later edits travel by message.
  const [src] = useState(() => salesPreviewPath(businessId, theme, card));
  const latest = useRef({ theme, card });
  latest.current = { theme, card };

  const post = () => frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, ...latest.current }, window.location.origin);
  useEffect(post, [theme, card]);

  return (
    <Box component="section" aria-labelledby="theme-preview-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="theme-preview-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('myCompany.salesTheme.preview')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={device} onChange={(_, d: Device | null) => d && setDevice(d)} aria-label={translate('myCompany.salesTheme.device')}>
          <ToggleButton value="mobile">{translate('myCompany.salesTheme.mobile')}</ToggleButton>
          <ToggleButton value="desktop">{translate('myCompany.salesTheme.desktop')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 2, p: { xs: 0.5, md: 1.5 }, overflow: 'hidden' }}>
        <Box
          component="iframe"
          ref={frame}
          src={src}
          title={translate('myCompany.salesTheme.frameTitle')}
          data-device={device}
          onLoad={post}
          sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', width: device === 'mobile' ? 'min(390px, 100%)' : '100%', height: 720, display: 'block' }}
        />
      </Box>
    </Box>
  );
}
