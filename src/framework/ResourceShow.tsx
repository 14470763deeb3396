/**
 * The generated read page (<route>/{id}/show, or the definition's `showSegment`): every field with
 * its label and value, then the record's timestamps, and 'Editar' when the resource has an edit
 * page the user may open. A record that cannot be loaded gets react-admin's 'item doesn't exist'
 * toast and goes back to the list, as on edit.
 */
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useCanAccess, useShowController, useTranslate } from 'react-admin';
import { editPathOf, getPath, routeOf, type ResourceDefinition } from '../shared/definition';
import { RichTextValue } from './RichTextValue';
import { TIMESTAMP_FIELDS, fieldLabel, fieldOf } from './fields';
import { FieldValue } from './FieldValue';
import { PageHeader } from './PageHeader';
import { EmptyState } from '../custom/EmptyState';

// Long texts keep the line breaks they were written with; links stay plain text.
const valueSx = (long: boolean) => ({ whiteSpace: long ? 'pre-wrap' : 'normal', overflowWrap: 'anywhere', m: 0, mb: 1.5 }) as const;

export function ResourceShow({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const { record, isPending } = useShowController({ resource: def.name });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const fields = [...new Set([...Object.keys(def.fields), ...Object.keys(TIMESTAMP_FIELDS)])];
  const editTo = def.permissions.edit && canEdit && record ? editPathOf(def, record.id) : undefined;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate(`resources.${def.name}.name`, { smart_count: 1 })}
        backTo={routeOf(def)}
        actions={
          editTo ? (
            <Button component={Link} to={editTo} variant="contained" startIcon={<EditIcon />}>
              {translate('app.page.edit')}
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : !record ? (
        <EmptyState />
      ) : (
        <Paper variant="outlined" component="dl" sx={{ p: 2, m: 0 }}>
          {fields.map((field) => {
            const type = fieldOf(def, field)?.type;
            const value = getPath(record, field);
            return (
              <Box key={field}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {translate(fieldLabel(def, field))}
                </Typography>
                {type === 'richText' && value ? (
                  <RichTextValue component="dd" html={String(value)} />
                ) : (
                  <Typography component="dd" variant="body1" sx={valueSx(type === 'longText')}>
                    <FieldValue def={def} field={field} record={record} />
                  </Typography>
                )}
              </Box>
            );
          })}
        </Paper>
      )}
    </Box>
  );
}
