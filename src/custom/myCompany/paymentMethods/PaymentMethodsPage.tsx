/**
 * /my-company/payment-methods (spec 2 sections 2, 3, 5, 8; issue 14): one section per gateway,
 * MercadoPago and PagSeguro, as tabs. The business's account of that gateway is updated
 * (PUT-like PATCH /payment-accounts/{id}), or created when it has none. Secrets are write-only: the
 * field shows the stored one masked and an empty field keeps it. 'Testar conexão' checks the typed
 * token, or the stored one, against the gateway (POST /payment-accounts/test-connection).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, LinearProgress, Paper, Stack, Switch, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { PageHeader } from '../../../framework/PageHeader';
import { useToastedCall } from '../../../framework/useToastedCall';
import { useHistoryApi } from '../../../dataProvider/historyCalls';
import { RecordHistoryButton } from '../../../framework/history/RecordHistoryButton';
import { GATEWAYS } from '../../../shared/resources/paymentAccounts/definition';

type Gateway = (typeof GATEWAYS)[number];
const NAMES: Record<Gateway, string> = { '@MERCADOPAGO': 'MercadoPago', '@PAGSEGURO': 'PagSeguro' };
const E = 'resources.paymentAccounts.errors.';
const KEY = ['paymentAccounts', 'gateways'];

interface Values {
  productionApiSecret: string;
  productionApiPublic: string;
  productionEmail: string;
  sandboxApiSecret: string;
  sandboxApiPublic: string;
  sandboxEmail: string;
  isActive: boolean;
}

const EMPTY: Values = { productionApiSecret: '', productionApiPublic: '', productionEmail: '', sandboxApiSecret: '', sandboxApiPublic: '', sandboxEmail: '', isActive: true };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's required fields (section 5): MercadoPago asks Api Public, PagSeguro the e-mail; both a secret, unless one is stored. */
function issuesOf(gateway: Gateway, v: Values, hasStoredSecret: boolean): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  if (!v.productionApiSecret.trim() && !hasStoredSecret) out.productionApiSecret = `${E}secretRequired`;
  if (gateway === '@MERCADOPAGO' && !v.productionApiPublic.trim()) out.productionApiPublic = `${E}publicRequired`;
  if (gateway === '@PAGSEGURO') {
    if (!v.productionEmail.trim()) out.productionEmail = `${E}emailRequired`;
    else if (!EMAIL.test(v.productionEmail.trim())) out.productionEmail = 'validation.email';
  }
  if (v.sandboxEmail.trim() && !EMAIL.test(v.sandboxEmail.trim())) out.sandboxEmail = 'validation.email';
  return out;
}

function GatewayForm({ gateway, account }: { gateway: Gateway; account: RaRecord | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const api = useHistoryApi();
  const call = useToastedCall();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    productionApiPublic: account?.productionApiPublic ?? '',
    productionEmail: account?.productionEmail ?? '',
    sandboxApiPublic: account?.sandboxApiPublic ?? '',
    sandboxEmail: account?.sandboxEmail ?? '',
    isActive: account ? Boolean(account.isActive) : true,
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<{ ok: boolean; message: string } | null>(null);
  const fields: (keyof Values)[] =
    gateway === '@MERCADOPAGO'
      ? ['productionApiSecret', 'productionApiPublic', 'sandboxApiSecret', 'sandboxApiPublic']
      : ['productionEmail', 'productionApiSecret', 'sandboxEmail', 'sandboxApiSecret'];
  const required = new Set<keyof Values>(gateway === '@MERCADOPAGO' ? ['productionApiSecret', 'productionApiPublic'] : ['productionEmail', 'productionApiSecret']);
  const secret = (f: keyof Values) => f === 'productionApiSecret' || f === 'sandboxApiSecret';
  const change = (f: keyof Values, v: string | boolean) => {
    setValues((old) => ({ ...old, [f]: v }));
    setErrors((old) => ({ ...old, [f]: undefined }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = issuesOf(gateway, values, Boolean(account?.productionApiSecret));
    setErrors(found);
    if (Object.keys(found).length) return;
    // Only what was typed: an empty secret keeps the stored one (write-only, answered masked).
    const data: Record<string, unknown> = { isActive: values.isActive };
    for (const f of fields) {
      const v = String(values[f]).trim();
      if (secret(f) && !v) continue;
      data[f] = v || null;
    }
    setSaving(true);
    const { ok } = account
      ? await call(() => dataProvider.update('paymentAccounts', { id: account.id, data, previousData: account }), {
          success: 'myCompany.paymentMethods.updated',
          fallback: `${E}updateError`,
        })
      : await call(() => dataProvider.create('paymentAccounts', { data: { ...data, name: NAMES[gateway], paymentMethod: { slug: gateway } } }), {
          success: 'myCompany.paymentMethods.saved',
          fallback: `${E}saveError`,
        });
    setSaving(false);
    if (ok) {
      setValues((old) => ({ ...old, productionApiSecret: '', sandboxApiSecret: '' }));
      await queryClient.invalidateQueries({ queryKey: KEY });
    }
  }

  async function test() {
    setTesting(true);
    setTested(null);
    try {
      const typed = values.productionApiSecret.trim();
      setTested(await api.testGatewayConnection({ gateway, ...(account ? { id: String(account.id) } : {}), ...(typed ? { productionApiSecret: typed } : {}) }));
    } catch (error) {
      setTested({ ok: false, message: (error as { message?: string }).message || translate('myCompany.paymentMethods.testError') });
    } finally {
      setTesting(false);
    }
  }

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={save} aria-label={NAMES[gateway]} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {!account ? (
          <Alert severity="info">{gateway === '@MERCADOPAGO' ? translate(`${E}notFound`) : translate('myCompany.paymentMethods.noAccount', { gateway: NAMES[gateway] })}</Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {fields.map((f) => (
            <TextField
              key={f}
              id={`${gateway}-${f}`}
              label={translate(`resources.paymentAccounts.fields.${f}`)}
              required={required.has(f) && !(secret(f) && account?.[f])}
              type={secret(f) ? 'password' : f.toLowerCase().includes('email') ? 'email' : 'text'}
              autoComplete={secret(f) ? 'new-password' : 'off'}
              value={values[f]}
              onChange={(e) => change(f, e.target.value)}
              error={Boolean(errors[f])}
              helperText={errors[f] ? translate(errors[f]!) : secret(f) && account?.[f] ? translate('myCompany.paymentMethods.secretKept', { masked: String(account[f]) }) : ' '}
            />
          ))}
        </Box>
        <FormControlLabel control={<Switch checked={values.isActive} onChange={(e) => change('isActive', e.target.checked)} />} label={translate('resources.paymentAccounts.fields.isActive')} />
        {tested ? (
          <Alert severity={tested.ok ? 'success' : 'error'} role="status">
            {tested.message}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
          {account ? <RecordHistoryButton resource="paymentAccounts" recordId={String(account.id)} /> : null}
          <Button variant="outlined" onClick={() => void test()} disabled={testing}>
            {translate(testing ? 'myCompany.paymentMethods.testing' : 'myCompany.paymentMethods.test')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('myCompany.paymentMethods.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export default function PaymentMethodsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [tab, setTab] = useState<Gateway>('@MERCADOPAGO');
  const accounts = useQuery({
    queryKey: KEY,
    queryFn: async () => (await dataProvider.getList('paymentAccounts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} })).data,
  });
  const accountOf = (g: Gateway) => accounts.data?.find((a) => a.paymentMethod?.slug === g);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.paymentMethods.title')} backTo="/my-company" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('myCompany.paymentMethods.description')}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: Gateway) => setTab(v)} aria-label={translate('myCompany.paymentMethods.title')} sx={{ mb: 2 }}>
        {GATEWAYS.map((g) => (
          <Tab key={g} value={g} label={NAMES[g]} id={`tab-${g}`} aria-controls={`panel-${g}`} />
        ))}
      </Tabs>
      {accounts.isPending ? <LinearProgress /> : null}
      {accounts.isError ? <Alert severity="error">{translate(`${E}loadError`)}</Alert> : null}
      {accounts.data
        ? GATEWAYS.map((g) => (
            <Box key={g} role="tabpanel" id={`panel-${g}`} aria-labelledby={`tab-${g}`} hidden={tab !== g}>
              {tab === g ? <GatewayForm key={String(accountOf(g)?.id ?? 'new')} gateway={g} account={accountOf(g)} /> : null}
            </Box>
          ))
        : null}
    </Box>
  );
}
