/** A list column showing date and time (the generic cell shows the date only; sessions and lobbies need the hour). */
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/definition';
import { fieldLabel } from '../../framework/fields';
import { formatDateTime } from '../../framework/dates';
import type { NestedColumn } from '../../framework/nested';

export const dateTimeColumn = (def: ResourceDefinition, field: string): NestedColumn => ({
  key: field,
  label: fieldLabel(def, field),
  render: (record: RaRecord) => formatDateTime(record[field]),
});
