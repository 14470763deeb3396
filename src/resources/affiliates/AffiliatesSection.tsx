/**
 * /events/{id}/advantages-and-services/affiliates (spec 1 sections 2.3, 4, 8): the event's
 * affiliates with name search and `page` in the address, 10 per page, the one-field dialog,
 * activate/deactivate (keeping the name), sales and a copyable sales link.
 */
import { Box, Button, Chip } from '@mui/material';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { NestedList, useNestedMutations, type NestedColumn } from '../../framework/nested';
import { CopyableLink } from '../../framework/clipboard/CopyableLink';
import { formatAmount } from '../../framework/money';
import { affiliates } from '../../shared/resources/affiliates/definition';

function StatusChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return record.isActive ? (
    <Chip size="small" color="success" label={translate('resources.affiliates.status.active')} />
  ) : (
    <Chip size="small" label={translate('resources.affiliates.status.inactive')} />
  );
}

function SalesLink({ record }: { record: RaRecord }) {
  return <CopyableLink url={record.link} copyLabel="resources.affiliates.actions.copyLink" empty="resources.affiliates.noLink" compact maxWidth={280} />;
}

const COLUMNS: readonly (string | NestedColumn)[] = [
  'fullName',
  { key: 'isActive', label: 'resources.affiliates.fields.isActive', render: (r) => <StatusChip record={r} /> },
  { key: 'salesAmount', label: 'resources.affiliates.fields.salesAmount', render: (r) => String(r.salesAmount ?? 0) },
  { key: 'totalValue', label: 'resources.affiliates.fields.totalValue', render: (r) => formatAmount(r.totalValue) },
  { key: 'link', label: 'resources.affiliates.fields.link', render: (r) => <SalesLink record={r} /> },
];

function ToggleActive({ record, eventId }: { record: RaRecord; eventId: unknown }) {
  const translate = useTranslate();
  const { update } = useNestedMutations(affiliates, { eventId });
  const activate = !record.isActive;
  return (
    <Button
      size="small"
      onClick={() =>
        void update(record, { fullName: record.fullName, isActive: activate }, {
          success: activate ? 'resources.affiliates.activated' : 'resources.affiliates.deactivated',
        })
      }
    >
      {translate(activate ? 'resources.affiliates.actions.activate' : 'resources.affiliates.actions.deactivate')}
    </Button>
  );
}

export default function AffiliatesSection({ record }: { record: RaRecord }) {
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: affiliates.name });
  return (
    <Box sx={{ mt: 2 }}>
      <NestedList
        def={affiliates}
        meta={{ eventId: record.id }}
        columns={COLUMNS}
        createLabel="resources.affiliates.actions.add"
        actions={canEdit ? (a) => <ToggleActive record={a} eventId={record.id} /> : undefined}
      />
    </Box>
  );
}
