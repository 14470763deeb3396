/**
 * /stores (spec 2 sections 2, 9; outside the menu): the stores as cards with name, image, phone,
 * document, e-mail, street, number and city, 12 a page (page and search in the address); a card
 * opens the store's details.
 */
import { Avatar, Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link, useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { usePageAccess } from '../../framework/usePageAccess';
import { PageHeader } from '../../framework/PageHeader';
import { ListPagination } from '../../framework/ListPagination';
import { LoadError } from '../../framework/LoadError';
import { SearchInput } from '../../framework/SearchInput';
import { FieldValue } from '../../framework/FieldValue';
import { useListLocation } from '../../framework/useListLocation';
import { stores } from '../../shared/resources/stores/definition';
import { storeDetailsPath } from './storePaths';

const PER_PAGE = stores.list.perPage;
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' } as const;

function StoreCard({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const line = (field: string) => (
    <Typography variant="body2" color="text.secondary" noWrap>
      <Box component="span" sx={{ fontWeight: 500 }}>{translate(`resources.stores.fields.${field}`)}: </Box>
      <FieldValue def={stores} field={field} record={record} />
    </Typography>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={storeDetailsPath(record.id)} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar variant="rounded" src={record.image || undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'action.hover', color: 'text.secondary' }}>
            <StorefrontIcon />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
              {record.name}
            </Typography>
            {line('phoneNumber')}
            {line('document')}
            {line('email')}
            <Typography variant="body2" color="text.secondary" noWrap>
              <FieldValue def={stores} field="address.street" record={record} />, <FieldValue def={stores} field="address.number" record={record} />
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              <FieldValue def={stores} field="address.city" record={record} />
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function StoreList() {
  const translate = useTranslate();
  const { allowed } = usePageAccess('list', stores.name);
  const { canAccess: mayCreate } = useCanAccess({ resource: stores.name, action: 'create' });
  const { search, page, input, setInput, setPage } = useListLocation();
  const { data, total, isPending, error, refetch } = useGetList(
    stores.name,
    { pagination: { page, perPage: PER_PAGE }, sort: stores.list.sort, filter: { search: search || undefined } },
    { enabled: allowed },
  );
  const rows = data ?? [];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('resources.stores.name', { smart_count: 2 })}
        createTo={mayCreate ? '/stores/create' : undefined}
        createLabel="resources.stores.actions.create"
      />
      <Box sx={{ mb: 2, maxWidth: 420 }}>
        <SearchInput value={input} onChange={setInput} />
      </Box>
      {error ? <LoadError error={error} fallback="resources.stores.loadError" onRetry={() => void refetch()} /> : null}
      {error ? null : isPending || !allowed ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('resources.stores.empty')}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((record) => (
              <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
                <StoreCard record={record} />
              </Box>
            ))}
          </Box>
          <ListPagination page={page} perPage={PER_PAGE} count={rows.length} total={total ?? 0} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
