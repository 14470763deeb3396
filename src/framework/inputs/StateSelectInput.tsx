/** The 27 Brazilian states as a select (stores the UF, shows the name). */
import { BRAZILIAN_STATES } from '../../shared/brazil';
import { SelectInput } from './SelectInput';

const CHOICES = BRAZILIAN_STATES.map((state) => ({ value: state.uf, label: state.name }));

export function StateSelectInput({ source, label }: { source: string; label: string }) {
  return <SelectInput source={source} label={label} choices={CHOICES} />;
}
