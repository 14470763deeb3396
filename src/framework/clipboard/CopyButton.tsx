/** A copy icon button; after a copy it shows a check and 'Link copiado!' (or `copiedLabel`) for 2 s. */
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from './useCopyToClipboard';

export interface CopyButtonProps {
  text: string;
  /** Catalogue key of the button's name (tooltip and aria-label). */
  label?: string;
  copiedLabel?: string;
  /** Catalogue key of the success toast. */
  success?: string;
}

export function CopyButton({ text, label = 'app.copy.copy', copiedLabel = 'app.copy.copied', success }: CopyButtonProps) {
  const translate = useTranslate();
  const { copy, copied } = useCopyToClipboard({ success });
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={translate(copied ? copiedLabel : label)}>
        <IconButton size="small" aria-label={translate(label)} onClick={() => void copy(text)} color={copied ? 'success' : 'default'}>
          {copied ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
        </IconButton>
      </Tooltip>
      {copied ? (
        <Typography variant="caption" color="success.main" role="status">
          {translate(copiedLabel)}
        </Typography>
      ) : null}
    </Box>
  );
}
