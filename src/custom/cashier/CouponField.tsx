/**
 * The coupon code: checked with the server when applied (its window and uses), then shown with
 * its value so the total on screen is the one the sale will charge. The sale checks it again.
 */
import { useState } from 'react';
import { Box, Button, Chip, TextField } from '@mui/material';
import LocalOffer from '@mui/icons-material/LocalOffer';
import { useTranslate } from 'react-admin';
import { FieldError } from '../../framework/inputs/FieldError';
import { formatValue } from '../../framework/format';
import { normaliseCouponCode } from '../../shared/resources/cashier/saleInput';
import type { CashierCoupon } from '../../dataProvider/cashierCalls';
import { useCashierApi } from './useCashier';

export interface CouponFieldProps {
  eventId: string;
  applied: CashierCoupon | null;
  /** A message of the sale's answer (the coupon used up meanwhile). */
  error?: string;
  onChange: (coupon: CashierCoupon | null) => void;
}

export const couponValueText = (c: Pick<CashierCoupon, 'type' | 'value'>) => formatValue(c.type === '@PERCENT' ? 'percent' : 'money', c.value);

export function CouponField({ eventId, applied, error, onChange }: CouponFieldProps) {
  const translate = useTranslate();
  const api = useCashierApi();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  async function apply() {
    const clean = normaliseCouponCode(code);
    if (!clean) return;
    setChecking(true);
    setMessage(undefined);
    try {
      onChange(await api.cashierCoupon(eventId, clean));
      setCode('');
    } catch (e) {
      setMessage((e as { message?: string }).message || 'app.toast.queryError');
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <Box>
        <Chip
          icon={<LocalOffer />}
          color="secondary"
          label={translate('app.cashier.sell.couponApplied', { code: applied.code, value: couponValueText(applied) })}
          onDelete={() => onChange(null)}
        />
        {error ? (
          <Box sx={{ color: 'error.main', typography: 'caption', mt: 0.5 }}>
            <FieldError message={error} />
          </Box>
        ) : null}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={translate('app.cashier.sell.coupon')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s+/g, '').toUpperCase())}
        onKeyDown={(e) => {
          // Enter applies the coupon here instead of confirming the sale.
          if (e.key === 'Enter') {
            e.preventDefault();
            void apply();
          }
        }}
        error={Boolean(message || error)}
        helperText={message || error ? <FieldError message={message ?? error} /> : undefined}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
      <Button variant="outlined" onClick={() => void apply()} disabled={!code || checking} sx={{ mt: 1, flexShrink: 0 }}>
        {translate('app.cashier.sell.applyCoupon')}
      </Button>
    </Box>
  );
}
