/**
 * How many of one lot: typed digits, '+' / '-' (or the arrows) on the keyboard, or the buttons,
 * between 0 and what the lot has left (at most 100 per sale). The buttons stay out of the tab
 * order: the field takes the keys, so Tab goes from lot to lot.
 */
import { IconButton, InputBase, Stack } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { MAX_LINE_QUANTITY } from '../../shared/resources/cashier/saleInput';

export interface QuantityStepperProps {
  value: number;
  max: number;
  /** The lot's name, for the field's and buttons' accessible names. */
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

export function QuantityStepper({ value, max, label, disabled, onChange }: QuantityStepperProps) {
  const translate = useTranslate();
  const limit = Math.max(0, Math.min(max, MAX_LINE_QUANTITY));
  const set = (next: number) => onChange(Math.max(0, Math.min(limit, next)));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton size="small" tabIndex={-1} disabled={disabled || value <= 0} onClick={() => set(value - 1)} aria-label={translate('app.cashier.sell.less', { lot: label })}>
        <Remove fontSize="small" />
      </IconButton>
      <InputBase
        value={value ? String(value) : ''}
        placeholder="0"
        disabled={disabled}
        onChange={(e) => set(Number(e.target.value.replace(/\D/g, '').slice(-3) || 0))}
        onKeyDown={(e) => {
          if (e.key === '+' || e.key === 'ArrowUp') {
            e.preventDefault();
            set(value + 1);
          } else if (e.key === '-' || e.key === 'ArrowDown') {
            e.preventDefault();
            set(value - 1);
          }
        }}
        onFocus={(e) => e.target.select()}
        inputProps={{ 'aria-label': translate('app.cashier.sell.quantityOf', { lot: label }), inputMode: 'numeric', 'data-qty': true, style: { textAlign: 'center', width: '3ch' } }}
        sx={{ px: 0.5, fontWeight: 600 }}
      />
      <IconButton size="small" tabIndex={-1} disabled={disabled || value >= limit} onClick={() => set(value + 1)} aria-label={translate('app.cashier.sell.more', { lot: label })}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
