/** The role select of the collaborator and invite forms: each role's name and permission count (page 1, limit 100). */
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { ROLES_PICKER_LIMIT } from '../../shared/people/rules';
import { usePeopleApi } from './peopleApi';

export function RolePicker({ value, onChange, error, label }: { value: string; onChange: (id: string) => void; error?: string; label: string }) {
  const translate = useTranslate();
  const api = usePeopleApi();
  const id = useId();
  const roles = useQuery({ queryKey: ['roles', 'picker'], queryFn: () => api.roles({ page: 1, limit: ROLES_PICKER_LIMIT }) });
  const options = roles.data?.data ?? [];
  return (
    <FormControl fullWidth error={Boolean(error)} required>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={options.some((r) => r.id === value) ? value : ''}
        onChange={(e) => onChange(String(e.target.value))}
        aria-describedby={error ? `${id}-helper` : undefined}
      >
        {options.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {translate('people.collaborators.roleOption', { name: r.name, count: translate('people.roles.count', { smart_count: r.permissions.length }) })}
          </MenuItem>
        ))}
      </Select>
      {error ? <FormHelperText id={`${id}-helper`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
