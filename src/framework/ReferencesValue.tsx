/**
 * A `references` field for reading: the referenced records' names, comma-separated. Records of
 * every row are fetched together (react-admin aggregates the ids of one render into one getMany).
 */
import { Skeleton } from '@mui/material';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../shared/definition';
import { useResources } from './ResourcesContext';

export function ReferencesValue({ def, field, ids }: { def: ResourceDefinition; field: string; ids: unknown }) {
  const translate = useTranslate();
  const target = useResources().find((r) => r.name === def.fields[field]?.reference);
  const list = Array.isArray(ids) ? ids.map(String) : [];
  const { data, isPending } = useGetManyAggregate(target?.name ?? '', { ids: list }, { enabled: Boolean(target && list.length) });
  if (!list.length) return <>{translate(def.fields[field]?.missing ?? 'app.missing.notRegistered')}</>;
  if (isPending) return <Skeleton variant="text" width={120} />;
  const names = (data ?? []).map((r) => String((target && r[target.recordRepresentation]) || translate('app.missing.noName')));
  return <>{names.join(', ')}</>;
}
