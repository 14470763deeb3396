/**
 * A link shown in monospace with a CopyButton beside it, or, when there is no link (e.g. the
 * business has no client domain), the `empty` text. Labels and texts are catalogue keys.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from './CopyButton';

export interface CopyableLinkProps {
  url?: string | null;
  /** Catalogue key of the copy button's name (tooltip and aria-label). */
  copyLabel: string;
  /** Catalogue key of the text shown without a link (and its arguments); nothing when absent. */
  empty?: string;
  emptyArgs?: Record<string, unknown>;
  /** Small text (12 px) with the whole link as its tooltip, for lists and side panels. */
  compact?: boolean;
  /** A width in px past which the link is cut with an ellipsis (on one line) instead of wrapping. */
  maxWidth?: number;
  /** Faded, e.g. a link that is switched off. */
  dimmed?: boolean;
}

export function CopyableLink({ url, copyLabel, empty, emptyArgs, compact = false, maxWidth, dimmed = false }: CopyableLinkProps) {
  const translate = useTranslate();
  if (!url) {
    return empty ? (
      <Typography variant="body2" color="text.secondary">
        {translate(empty, emptyArgs)}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      <Typography
        variant="body2"
        noWrap={Boolean(maxWidth)}
        title={compact ? url : undefined}
        sx={[
          { fontFamily: 'monospace' },
          compact && { fontSize: 12 },
          maxWidth ? { maxWidth } : { overflowWrap: 'anywhere' },
          // A wrapping compact link takes the row, which puts the button at its end.
          !maxWidth && compact && { flex: 1, minWidth: 0 },
          dimmed && { opacity: 0.6 },
        ]}
      >
        {url}
      </Typography>
      <CopyButton text={url} label={copyLabel} />
    </Box>
  );
}
