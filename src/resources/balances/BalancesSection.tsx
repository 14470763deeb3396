/**
 * /events/{id}/finance ('Financeiro'; spec 1 sections 3 and 7, docs/balances.md): the event's
 * settlement with its producer, and its balances (credits and debits) with the type filter, the
 * description search, 10 per page, the create/edit dialog (amounts typed 1.234,56) and removal.
 * The settlement follows every entry saved here, and any change the business makes (realtime).
 */
import { Alert, Box, Chip, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { NestedList, type NestedColumn } from '../../framework/nested';
import { formatAmount } from '../../framework/money';
import { balances } from '../../shared/resources/balances/definition';
import type { BalanceCalls } from './balanceCalls';
import { SettlementPanel } from './SettlementPanel';

function TypeChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.type === '@CREDIT' ? 'success' : 'default'}
      label={translate(`resources.balances.choices.type.${record.type}`)}
    />
  );
}

function Receipt({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.attachment) return <>—</>;
  return (
    <Link href={record.attachment} target="_blank" rel="noopener noreferrer">
      {translate('resources.balances.attachmentLink')}
    </Link>
  );
}

const COLUMNS: readonly (string | NestedColumn)[] = [
  'date',
  { key: 'type', label: 'resources.balances.fields.type', render: (r) => <TypeChip record={r} /> },
  'description',
  { key: 'amount', label: 'resources.balances.fields.amount', render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatAmount(r.amount)}</Box> },
  { key: 'attachment', label: 'resources.balances.fields.attachment', render: (r) => <Receipt record={r} /> },
];

export default function BalancesSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const api = useDataProvider<DataProvider & BalanceCalls>();
  const eventId = String(record.id);
  // The event's tabs are everyone's; the money is for who reads the orders (BALANCE_READERS).
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource: balances.name });
  // Under 'balances': the realtime change of any entry of the business refreshes it too.
  const settlement = useQuery({ queryKey: ['balances', 'details', eventId], queryFn: () => api.balanceSettlement(eventId), enabled: canAccess === true });
  if (isPending) return null;
  if (!canAccess) return <Alert severity="info" sx={{ mt: 2 }}>{translate('app.noPermission.title')}</Alert>;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ order: { xs: 0, lg: 1 } }}>
        <SettlementPanel settlement={settlement.data} error={settlement.error} onRetry={() => void settlement.refetch()} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <NestedList
          def={balances}
          meta={{ eventId: record.id }}
          columns={COLUMNS}
          createLabel="resources.balances.actions.add"
          onChanged={() => void settlement.refetch()}
        />
      </Box>
    </Box>
  );
}
