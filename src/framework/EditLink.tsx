/** The edit action of a row or card: a link to <route>/{id}/edit (the definition's route, else /<resource>). */
import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { editPathOf } from '../shared/definition';
import { useResources } from './ResourcesContext';

export function EditLink({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const label = translate('app.page.edit');
  const def = useResources().find((r) => r.name === resource);
  return (
    <Tooltip title={label}>
      {/* A row that opens its read page on click must not take the edit's click too. */}
      <IconButton component={Link} to={editPathOf(def ?? { name: resource }, id)} aria-label={label} size="small" onClick={(e: MouseEvent) => e.stopPropagation()}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
