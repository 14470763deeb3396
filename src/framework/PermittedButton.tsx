/**
 * A button the user may not use stays in view, reads as disabled and says why in a tooltip
 * (issue 9 item 7). It is aria-disabled rather than disabled: a disabled button takes no
 * pointer or focus, so its tooltip would never show.
 */
import { Button, Tooltip, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PermittedButtonProps extends ButtonProps {
  allowed: boolean;
  /** Catalogue key of the tooltip shown when not allowed. */
  deniedTitle: string;
}

export function PermittedButton({ allowed, deniedTitle, onClick, sx, ...props }: PermittedButtonProps) {
  const translate = useTranslate();
  if (allowed) return <Button onClick={onClick} sx={sx} {...props} />;
  return (
    <Tooltip title={translate(deniedTitle)} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        disableRipple
        sx={[{ color: 'text.disabled', cursor: 'not-allowed', '&:hover': { bgcolor: 'transparent' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Tooltip>
  );
}
