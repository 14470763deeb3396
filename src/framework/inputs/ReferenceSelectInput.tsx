/**
 * A `reference` field as a select of the referenced resource's records (all of them: spec 1
 * section 9's fetch-all of 9999), labelled by its recordRepresentation. `meta` carries the
 * parent ids of a nested reference (a lot's session: { eventId }).
 */
import { useGetList } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { fieldLabel } from '../fields';
import { useResources } from '../ResourcesContext';
import { SelectInput } from './SelectInput';

export const FETCH_ALL = 9999;

export function ReferenceSelectInput({ def, source, meta }: { def: ResourceDefinition; source: string; meta?: Record<string, unknown> }) {
  const resources = useResources();
  const target = resources.find((r) => r.name === def.fields[source]?.reference);
  if (!target) throw new Error(`${def.name}.${source} is not a reference to a known resource`);
  const { data, isPending, error } = useGetList(target.name, { pagination: { page: 1, perPage: FETCH_ALL }, sort: target.list.sort, meta });
  const choices = (data ?? []).map((r) => ({ value: String(r.id), label: String(r[target.recordRepresentation] ?? r.id) }));
  return <SelectInput source={source} label={fieldLabel(def, source)} choices={choices} loading={isPending} error={(error as Error | null)?.message} />;
}
