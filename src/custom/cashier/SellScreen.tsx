/**
 * The sell screen (docs/cashier.md): event and session, quantities per lot, optional buyer,
 * coupon, discount and tenders, with the amounts computed live by the server's arithmetic; a
 * confirm (Enter, or F9) sells and shows the tickets. Keyboard only is possible: F2 goes to the
 * tickets, F4 to the payment, + and − change a quantity; two columns from a laptop, one below.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { formatAmount } from '../../framework/money';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { LoadError } from '../../framework/LoadError';
import { useAccessContext } from '../../layout/useAccessContext';
import { validate } from '../../shared/schema';
import { formatPercent } from '../../shared/money';
import { canDiscount, discountHasNoLimit } from '../../shared/resources/cashier/access';
import { cashierBuyer } from '../../shared/resources/cashier/buyer';
import { discountCap, type CouponValue } from '../../shared/resources/cashier/money';
import type { CashierCoupon, CashierOrder, CatalogLot, CatalogSector } from '../../dataProvider/cashierCalls';
import { cashierKeys, useCashierApi, useDiscountLimit } from './useCashier';
import { EventChooser } from './EventChooser';
import { TicketPicker } from './TicketPicker';
import { PaymentRows } from './PaymentRows';
import { CouponField } from './CouponField';
import { SaleSummary } from './SaleSummary';
import { SaleDone } from './SaleDone';
import { newRequestId, saleBody, saleMath, type SaleValues } from './saleMath';

const LAST_EVENT = 'bilheteria.cashier.event';
/** Fields of the sale whose issues the form shows under them. */
const SHOWN_FIELDS = /^(buyer\.|discount$|couponCode$|payments(\.|$))/;
const EMPTY: SaleValues = { payments: [{ method: '@CASH', amount: null, cardBin: '' }], discount: null, buyer: {} };

/** The buyer's fields by the shared schema (CPF check digits...); the rest is checked by the live figures and the server. */
const buyerResolver: Resolver<FieldValues> = async (values) => {
  const result = await validate(cashierBuyer, { buyer: values.buyer ?? {} }, 'form');
  if (result.ok) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.issues) {
    const [, key] = issue.field.split('.');
    errors.buyer = { ...(errors.buyer as object), [key]: { type: 'validation', message: issue.message } };
  }
  return { values: {}, errors: errors as never };
};

/** Every lot of the catalogue, named with its ticket for the summary ('Inteira · 2º lote'). */
const lotsOf = (sectors: CatalogSector[] | undefined): CatalogLot[] =>
  (sectors ?? []).flatMap((s) => s.tickets.flatMap((t) => t.lots.map((l) => ({ ...l, title: `${t.title} · ${l.title}` }))));

function focusFirst(selector: string) {
  (document.querySelector(selector) as HTMLElement | null)?.focus();
}

export function SellScreen() {
  const translate = useTranslate();
  const api = useCashierApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const access = useAccessContext();
  const permissions = access?.permissions ?? [];
  const events = useQuery({ queryKey: cashierKeys.events, queryFn: () => api.cashierEvents() });
  const limit = useDiscountLimit();
  const [eventId, setEventId] = useState(() => localStorage.getItem(LAST_EVENT) ?? '');
  const [sessionId, setSessionId] = useState('');
  const event = events.data?.find((e) => e.id === eventId);
  const catalog = useQuery({ queryKey: cashierKeys.catalog(eventId), queryFn: () => api.cashierCatalog(eventId), enabled: Boolean(event) });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [coupon, setCoupon] = useState<CashierCoupon | null>(null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const [done, setDone] = useState<CashierOrder | null>(null);
  const [formKey, setFormKey] = useState(0);
  const requestId = useRef(newRequestId());

  const lots = useMemo(() => lotsOf(catalog.data), [catalog.data]);
  const needsSession = lots.some((l) => l.sessionId);
  const binTickets = (catalog.data ?? []).flatMap((s) => s.tickets).filter((t) => t.cardBins.length && t.lots.some((l) => (quantities[l.id] ?? 0) > 0));

  const chooseEvent = (id: string) => {
    setEventId(id);
    setSessionId('');
    setQuantities({});
    setCoupon(null);
    if (id) localStorage.setItem(LAST_EVENT, id);
  };

  const next = useCallback(() => {
    setDone(null);
    setQuantities({});
    setCoupon(null);
    setCouponError(undefined);
    setFormKey((k) => k + 1);
    requestId.current = newRequestId();
    setTimeout(() => focusFirst('[data-qty]'), 0);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2') {
        e.preventDefault();
        focusFirst('[data-qty]:not([disabled])');
      } else if (e.key === 'F4') {
        e.preventDefault();
        focusFirst('[name^="payments."][name$=".amount"]');
      } else if (e.key === 'F9') {
        e.preventDefault();
        (document.getElementById('cashier-confirm') as HTMLButtonElement | null)?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (events.isPending) return <Skeleton variant="rounded" height={56} />;
  if (events.isError) return <LoadError error={events.error} onRetry={() => void events.refetch()} />;
  if (done) return <SaleDone order={done} onNext={next} />;

  async function submit(values: SaleValues): Promise<Record<string, string> | undefined> {
    const math = saleMath(lots, quantities, coupon, values);
    if (!math.lines.length) {
      notify('app.cashier.errors.noItems', { type: 'warning' });
      return undefined;
    }
    // The server's own tender rules, told before the call.
    if (math.settlement.remaining > 0) {
      notify('server.cashier.errors.paymentShort', { type: 'warning', messageArgs: { missing: formatAmount(math.settlement.remaining) } });
      return undefined;
    }
    if (math.settlement.overpaid || math.settlement.cashUnneeded) {
      notify(math.settlement.overpaid ? 'server.cashier.errors.cardsOverTotal' : 'server.cashier.errors.cashUnneeded', { type: 'warning' });
      return undefined;
    }
    try {
      const order = await api.sellAtCashier(saleBody(requestId.current, eventId, sessionId || null, math, coupon?.code ?? null, values));
      void queryClient.invalidateQueries({ queryKey: cashierKeys.current });
      void queryClient.invalidateQueries({ queryKey: cashierKeys.catalog(eventId) });
      setDone(order);
      return undefined;
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      const errors = { ...(e.body?.errors ?? {}) };
      // An issue no field shows (a lot, the event, the session) is the toast itself.
      const unseen = Object.entries(errors).find(([field]) => !SHOWN_FIELDS.test(field))?.[1];
      const message = unseen ?? e.message;
      notify(message || 'app.toast.error', { type: 'error', messageArgs: { _: message || undefined } });
      if (errors.couponCode) setCouponError(errors.couponCode);
      // Places and lots changed under the seller: the list shows what is left now.
      if (Object.keys(errors).some((k) => k.startsWith('items'))) void queryClient.invalidateQueries({ queryKey: cashierKeys.catalog(eventId) });
      return errors;
    }
  }

  return (
    <Stack spacing={2}>
      {/* Keyboard shortcuts: for a counter with a keyboard, not a phone. */}
      <Typography variant="body2" color="text.secondary" data-testid="cashier-shortcuts" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {translate('app.cashier.sell.shortcuts')}
      </Typography>
      {events.data.length ? (
        <EventChooser events={events.data} eventId={event ? eventId : ''} sessionId={sessionId} needsSession={needsSession} onEvent={chooseEvent} onSession={setSessionId} />
      ) : (
        <Alert severity="info">{translate('app.cashier.sell.noEvents')}</Alert>
      )}
      {event ? (
        <Form key={`${eventId}-${formKey}`} record={EMPTY} resolver={buyerResolver} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onBlur" disableInvalidFormNotification>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start' }}>
            <Stack spacing={2} component="section" aria-labelledby="cashier-tickets">
              <Typography id="cashier-tickets" variant="h6" component="h2">
                {translate('app.cashier.sell.tickets')}
              </Typography>
              {catalog.isPending ? (
                <Stack spacing={1}>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} variant="rounded" height={64} />
                  ))}
                </Stack>
              ) : catalog.isError ? (
                <LoadError error={catalog.error} onRetry={() => void catalog.refetch()} />
              ) : (
                <TicketPicker
                  sectors={catalog.data}
                  sessionId={sessionId || null}
                  quantities={quantities}
                  onChange={(lotId, q) => setQuantities((current) => ({ ...current, [lotId]: q }))}
                />
              )}
              <BuyerFields />
              <MobileTotalBar lots={lots} quantities={quantities} coupon={coupon} />
            </Stack>
            <PaymentPanel
              eventId={eventId}
              lots={lots}
              quantities={quantities}
              coupon={coupon}
              couponError={couponError}
              onCoupon={(c) => {
                setCoupon(c);
                setCouponError(undefined);
              }}
              askBin={binTickets.length > 0}
              discount={canDiscount(permissions) ? (discountHasNoLimit(permissions) ? null : (limit.data?.discountLimit ?? 0)) : undefined}
            />
          </Box>
        </Form>
      ) : null}
    </Stack>
  );
}

/** Below a laptop the payment comes after the list: a bar at the bottom keeps the total in sight and goes to it. */
function MobileTotalBar({ lots, quantities, coupon }: { lots: CatalogLot[]; quantities: Record<string, number>; coupon: CashierCoupon | null }) {
  const translate = useTranslate();
  const values = useWatch() as SaleValues;
  const math = saleMath(lots, quantities, coupon, { ...values, payments: [] });
  return (
    <Paper
      elevation={6}
      sx={{ display: { xs: math.tickets ? 'flex' : 'none', md: 'none' }, position: 'sticky', bottom: 8, zIndex: 2, p: 1, pl: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {translate('app.cashier.sell.subtotal', { smart_count: math.tickets })} · {formatAmount(math.amounts.total)}
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          document.getElementById('cashier-payment')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          focusFirst('[name^="payments."][name$=".amount"]');
        }}
      >
        {translate('app.cashier.sell.toPayment')}
      </Button>
    </Paper>
  );
}

function BuyerFields() {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="cashier-buyer" id="cashier-buyer-header">
        <Typography>{translate('resources.cashierBuyer.sections.buyer')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="cashier-buyer">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {Object.entries(cashierBuyer.fields).map(([name, field]) => (
            <DefinitionInput key={name} def={cashierBuyer} source={name} field={field} />
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('app.cashier.sell.buyerHelp')}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

interface PaymentPanelProps {
  eventId: string;
  lots: CatalogLot[];
  quantities: Record<string, number>;
  coupon: CashierCoupon | null;
  couponError?: string;
  onCoupon: (c: CashierCoupon | null) => void;
  askBin: boolean;
  /** The seller's discount limit in hundredths; null: without a limit; undefined: no discount allowed. */
  discount: number | null | undefined;
}

function PaymentPanel({ eventId, lots, quantities, coupon, couponError, onCoupon, askBin, discount }: PaymentPanelProps) {
  const translate = useTranslate();
  const values = useWatch() as SaleValues;
  const math = saleMath(lots, quantities, coupon as CouponValue | null, { ...values, payments: values.payments ?? [] });
  const base = math.amounts.subtotal - math.amounts.couponDiscount;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cashier-payment" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 72 } }}>
      <Stack spacing={2}>
        <Typography id="cashier-payment" variant="h6" component="h2">
          {translate('app.cashier.sell.payment')}
        </Typography>
        <CouponField eventId={eventId} applied={coupon} error={couponError} onChange={onCoupon} />
        {discount !== undefined ? (
          <Box>
            <MoneyInput source="discount" label="app.cashier.sell.discountField" />
            {discount !== null ? (
              <Typography variant="caption" color="text.secondary" data-testid="discount-cap">
                {translate('app.cashier.sell.discountCap', { max: formatAmount(discountCap(base, discount)), limit: formatPercent(discount) })}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <PaymentRows askBin={askBin} />
        <SaleSummary math={math} />
        <Button id="cashier-confirm" type="submit" variant="contained" size="large" fullWidth>
          {translate('app.cashier.sell.confirm', { total: formatAmount(math.amounts.total) })}
        </Button>
      </Stack>
    </Paper>
  );
}
