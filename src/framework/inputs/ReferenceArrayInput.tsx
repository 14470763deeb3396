/**
 * A `references` field: several records of the referenced resource (all of them loaded, spec 1
 * section 9's fetch-all of 9999), chosen in an autocomplete and shown as chips, labelled by the
 * resource's recordRepresentation. The form holds the list of ids.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { fieldLabel } from '../fields';
import { useResources } from '../ResourcesContext';
import { FETCH_ALL } from './ReferenceSelectInput';
import { requiredLabel, useTextFieldInput } from './useTextFieldInput';

interface Option {
  id: string;
  label: string;
}

export function ReferenceArrayInput({ def, source }: { def: ResourceDefinition; source: string }) {
  const translate = useTranslate();
  const resources = useResources();
  const field = def.fields[source];
  const target = resources.find((r) => r.name === field?.reference);
  if (!target) throw new Error(`${def.name}.${source} is not a list of a known resource`);
  const { data, isPending, error } = useGetList(target.name, { pagination: { page: 1, perPage: FETCH_ALL }, sort: target.list.sort });
  const { field: input, textFieldProps } = useTextFieldInput(source, fieldLabel(def, source), { defaultValue: [], error: (error as Error | null)?.message });
  const { id, ...textProps } = textFieldProps;
  const options: Option[] = (data ?? []).map((r) => ({ id: String(r.id), label: String(r[target.recordRepresentation] || translate('app.missing.noName')) }));
  const ids: string[] = Array.isArray(input.value) ? input.value : [];
  // Until the records arrive, the chosen ids are kept as they are (no label yet).
  const value = isPending ? [] : ids.map((id) => options.find((o) => o.id === id) ?? { id, label: id });
  return (
    <Autocomplete
      id={id}
      multiple
      disableCloseOnSelect
      loading={isPending}
      loadingText={translate('app.toast.loading')}
      noOptionsText={translate('app.empty.noRecords')}
      options={options}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onChange={(_, chosen) => input.onChange(chosen.map((o) => o.id))}
      sx={{ gridColumn: '1 / -1' }}
      renderInput={(params) => (
        <TextField {...params} {...textProps} slotProps={{ inputLabel: { ...params.InputLabelProps, ...(field.required ? requiredLabel : {}) } }} />
      )}
    />
  );
}
