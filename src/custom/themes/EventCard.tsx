/**
 * An event's card as the sales page draws it, in the business's card theme (spec 2, "Tema do Card do
 * Evento"): six real layouts (layout_1..layout_6, docs/my-company.md) in the theme's colours and
 * fonts, with the event's image, title, day and month. Used by the card theme's live preview and by
 * the sales-page preview.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { CardTheme } from '../../shared/company/themes';
import { fontStack, useFonts } from './fonts';

export interface CardEvent {
  id: string;
  title: string | null;
  startAt: string | null;
  image: string | null;
}

// On first use (src/shared/dateTime.ts says why).
let parts: Intl.DateTimeFormat | undefined;
const PARTS = () => (parts ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'short', timeZone: 'America/Sao_Paulo' }));

/** Day ('07') and month ('MAR') in São Paulo time; empty when the event has no date. */
export function dayAndMonth(startAt: string | null): { day: string; month: string } {
  if (!startAt) return { day: '', month: '' };
  const parts = PARTS().formatToParts(new Date(startAt));
  const of = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: of('day'), month: of('month').replace('.', '').toUpperCase() };
}

interface Props {
  event: CardEvent;
  theme: CardTheme;
  /** Shown when the event has no title / no date (catalogue texts, translated by the caller). */
  noTitle: string;
  noDate: string;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h2' | 'h3';
}

function Image({ src, sx }: { src: string | null; sx?: object }) {
  return src ? (
    <Box component="img" src={src} alt="" loading="lazy" sx={{ display: 'block', objectFit: 'cover', bgcolor: 'rgba(0,0,0,0.08)', ...sx }} />
  ) : (
    <Box aria-hidden sx={{ background: 'linear-gradient(135deg, rgba(0,0,0,0.12), rgba(0,0,0,0.04))', ...sx }} />
  );
}

export function EventCard({ event, theme, noTitle, noDate, headingLevel = 'h3' }: Props) {
  useFonts([theme.titleFont, theme.dateFont, theme.monthFont]);
  const { day, month } = dayAndMonth(event.startAt);
  const title = event.title?.trim() || noTitle;
  const titleOf = ({ size = '1rem', color = theme.titleColor, lines = 2 }: { size?: string; color?: string; lines?: number }) => (
    <Box
      component={headingLevel}
      sx={{
        m: 0,
        fontFamily: fontStack(theme.titleFont),
        fontWeight: 700,
        fontSize: size,
        lineHeight: 1.25,
        color,
        overflow: 'hidden',
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflowWrap: 'anywhere',
      }}
    >
      {title}
    </Box>
  );
  const dayOf = ({ size = '1.75rem', color = theme.dateColor }: { size?: string; color?: string }) => (
    <Box component="span" sx={{ display: 'block', fontFamily: fontStack(theme.dateFont), fontWeight: 700, fontSize: size, lineHeight: 1, color }}>
      {day || noDate}
    </Box>
  );
  const monthOf = ({ size = '0.8rem', color = theme.monthColor }: { size?: string; color?: string }) =>
    month ? (
      <Box component="span" sx={{ display: 'block', fontFamily: fontStack(theme.monthFont), fontWeight: 700, fontSize: size, letterSpacing: '0.08em', color }}>
        {month}
      </Box>
    ) : null;
  const frame = (layout: string, children: ReactNode, sx: object = {}) => (
    <Box
      component="article"
      data-layout={layout}
      sx={{ bgcolor: theme.background, borderRadius: 2, overflow: 'hidden', boxShadow: '0 1px 4px rgba(0,0,0,0.18)', width: '100%', minWidth: 0, ...sx }}
    >
      {children}
    </Box>
  );

  switch (theme.cardLayout) {
    case 'layout_2':
      return frame(
        'layout_2',
        <Box sx={{ display: 'flex', minHeight: 120 }}>
          <Image src={event.image} sx={{ width: '42%', flexShrink: 0, minHeight: 120 }} />
          <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
              {dayOf({ size: '1.4rem' })}
              {monthOf({})}
            </Box>
            {titleOf({ size: '0.95rem', lines: 3 })}
          </Box>
        </Box>,
      );
    case 'layout_3':
      return frame(
        'layout_3',
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3' }}>
          <Image src={event.image} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
          <Box sx={{ position: 'absolute', inset: 0, background: `linear-gradient(to top, ${theme.background} 8%, transparent 70%)` }} />
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 1.5, display: 'flex', alignItems: 'flex-end', gap: 1.5 }}>
            <Box sx={{ textAlign: 'center' }}>
              {dayOf({})}
              {monthOf({})}
            </Box>
            {titleOf({ size: '1.05rem' })}
          </Box>
        </Box>,
      );
    case 'layout_4':
      return frame(
        'layout_4',
        <>
          <Box sx={{ position: 'relative' }}>
            <Image src={event.image} sx={{ width: '100%', aspectRatio: '16 / 9' }} />
            <Box sx={{ position: 'absolute', top: 8, left: 8, bgcolor: theme.background, borderRadius: 1.5, px: 1.25, py: 0.75, textAlign: 'center', boxShadow: '0 1px 3px rgba(0,0,0,0.25)' }}>
              {dayOf({ size: '1.4rem' })}
              {monthOf({ size: '0.7rem' })}
            </Box>
          </Box>
          <Box sx={{ p: 1.5 }}>
            {titleOf({})}
          </Box>
        </>,
      );
    case 'layout_5':
      return frame(
        'layout_5',
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
          <Box sx={{ textAlign: 'center', minWidth: 48, pr: 1.5, borderRight: `2px solid ${theme.dateColor}` }}>
            {dayOf({ size: '1.5rem' })}
            {monthOf({ size: '0.7rem' })}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {titleOf({ size: '0.95rem' })}
          </Box>
          <Image src={event.image} sx={{ width: 64, height: 64, borderRadius: 1.5, flexShrink: 0 }} />
        </Box>,
      );
    case 'layout_6':
      return frame(
        'layout_6',
        <Box sx={{ display: 'flex' }}>
          <Box sx={{ width: 64, flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, borderRight: `4px solid ${theme.monthColor}` }}>
            {dayOf({ size: '1.6rem' })}
            {monthOf({ size: '0.7rem' })}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Image src={event.image} sx={{ width: '100%', aspectRatio: '2 / 1' }} />
            <Box sx={{ p: 1.25 }}>
              {titleOf({ size: '0.95rem' })}
            </Box>
          </Box>
        </Box>,
      );
    case 'layout_1':
    default:
      return frame(
        'layout_1',
        <>
          <Image src={event.image} sx={{ width: '100%', aspectRatio: '16 / 9' }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
            <Box sx={{ textAlign: 'center', minWidth: 44 }}>
              {dayOf({})}
              {monthOf({})}
            </Box>
            {titleOf({})}
          </Box>
        </>,
      );
  }
}
