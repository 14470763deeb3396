/** The edit action of a row or card: a link to /<resource>/{id}/edit. */
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useTranslate, type Identifier } from 'react-admin';

export function EditLink({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const label = translate('app.page.edit');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`/${resource}/${encodeURIComponent(String(id))}/edit`} aria-label={label} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
