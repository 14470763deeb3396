/** The sale's amounts as they will be charged, live: tickets, coupon, discount, total, received, change or what is missing. */
import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAmount } from '../../framework/money';
import type { SaleMath } from './saleMath';

function Row({ label, value, strong, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'h6' : 'body2'} component="span">
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body2'} component="span" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function SaleSummary({ math }: { math: SaleMath }) {
  const translate = useTranslate();
  const { amounts, settlement } = math;
  return (
    <Stack spacing={0.75}>
      {math.lines.map(({ lot, quantity }) => (
        <Row key={lot.id} label={`${quantity} × ${lot.title}`} value={formatAmount(lot.price * quantity)} />
      ))}
      {math.lines.length ? <Divider /> : null}
      <Row label={translate('app.cashier.sell.subtotal', { smart_count: math.tickets })} value={formatAmount(amounts.subtotal)} testId="sale-subtotal" />
      {amounts.couponDiscount ? <Row label={translate('app.cashier.sell.couponDiscount')} value={`− ${formatAmount(amounts.couponDiscount)}`} testId="sale-coupon" /> : null}
      {amounts.discount ? <Row label={translate('app.cashier.sell.discount')} value={`− ${formatAmount(amounts.discount)}`} testId="sale-discount" /> : null}
      <Row label={translate('app.cashier.sell.total')} value={formatAmount(amounts.total)} strong testId="sale-total" />
      <Row label={translate('app.cashier.sell.receivedTotal')} value={formatAmount(math.received)} testId="sale-received" />
      <Box aria-live="polite">
        {settlement.remaining > 0 ? (
          <Row label={translate('app.cashier.sell.missing')} value={formatAmount(settlement.remaining)} strong testId="sale-missing" />
        ) : (
          <Row label={translate('app.cashier.sell.change')} value={formatAmount(settlement.change)} strong testId="sale-change" />
        )}
      </Box>
    </Stack>
  );
}
