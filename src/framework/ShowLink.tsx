/** The open action of a read-only row or card: a link to its show page (<route>/{id}/show). */
import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { Link, useTranslate, type Identifier } from 'react-admin';
import { showPathOf, type ResourceDefinition } from '../shared/definition';

export function ShowLink({ def, id }: { def: ResourceDefinition; id: Identifier }) {
  const translate = useTranslate();
  const label = translate('app.page.show');
  return (
    <Tooltip title={label}>
      {/* The row opens the same page on click: stop here so the link alone navigates. */}
      <IconButton component={Link} to={showPathOf(def, id)} aria-label={label} size="small" onClick={(e: MouseEvent) => e.stopPropagation()}>
        <Visibility fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
