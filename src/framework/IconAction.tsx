/** A row or card action shown as an icon: the label is its tooltip and its accessible name. */
import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function IconAction({ label, onClick, icon, disabled }: { label: string; onClick: () => void; icon: ReactNode; disabled?: boolean }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      {/* A span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={text} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
