/**
 * The choice filters a definition declares (`list.filters` on a choice field, `eq`), as selects
 * beside a nested list's search: 'Todos' and the field's choices in words. Their values live in
 * the address with the search (`?type=@CREDIT`), or in the component for lists repeated on a screen.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { choiceLabel, fieldLabel } from '../fields';
import { useQueryFilters } from '../useQueryFilters';

/** The parameters of a definition's choice filters, with their field. */
export const choiceFilters = (def: ResourceDefinition) =>
  Object.entries(def.list.filters ?? {}).filter(([, f]) => f.op === 'eq' && !f.values && def.fields[f.field]?.type === 'choice');

export function useNestedFilters(def: ResourceDefinition, inAddress: boolean) {
  const params = choiceFilters(def).map(([param]) => param);
  const address = useQueryFilters(params);
  const [local, setLocal] = useState<Record<string, string>>({});
  if (inAddress) return address;
  return { values: local, setFilter: (key: string, value: string) => setLocal((v) => ({ ...v, [key]: value })) };
}

export type NestedFilters = ReturnType<typeof useNestedFilters>;

export function NestedListFilters({ def, filters }: { def: ResourceDefinition; filters: NestedFilters }) {
  const translate = useTranslate();
  return (
    <>
      {choiceFilters(def).map(([param, f]) => (
        <TextField
          key={param}
          select
          size="small"
          label={translate(fieldLabel(def, f.field))}
          value={(filters.values as Record<string, string>)[param] ?? ''}
          onChange={(e) => filters.setFilter(param, e.target.value)}
          sx={{ width: { xs: '100%', sm: 180 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.table.all')}</MenuItem>
          {(def.fields[f.field].choices ?? []).map((code) => (
            <MenuItem key={code} value={code}>
              {translate(choiceLabel(def, f.field, code), { _: code })}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </>
  );
}
