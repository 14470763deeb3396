/**
 * The generated read-only page (<route>/{id}/show) of a definition with `show` and no `edit`:
 * every field with its label and value, then the record's timestamps. A record that cannot be
 * loaded gets react-admin's 'item doesn't exist' toast and goes back to the list, as on edit.
 */
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useShowController, useTranslate } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { TIMESTAMP_FIELDS, fieldLabel, fieldOf } from './fields';
import { FieldValue } from './FieldValue';
import { PageHeader } from './PageHeader';
import { EmptyState } from '../custom/EmptyState';

// Long texts keep the line breaks they were written with; links stay plain text.
const valueSx = (long: boolean) => ({ whiteSpace: long ? 'pre-wrap' : 'normal', overflowWrap: 'anywhere', m: 0, mb: 1.5 }) as const;

export function ResourceShow({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const { record, isPending } = useShowController({ resource: def.name });
  const fields = [...new Set([...Object.keys(def.fields), ...Object.keys(TIMESTAMP_FIELDS)])];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate(`resources.${def.name}.name`, { smart_count: 1 })} backTo={routeOf(def)} />
      {isPending ? (
        <LinearProgress aria-label={translate('app.toast.loading')} />
      ) : !record ? (
        <EmptyState />
      ) : (
        <Paper variant="outlined" component="dl" sx={{ p: 2, m: 0 }}>
          {fields.map((field) => (
            <Box key={field}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(fieldLabel(def, field))}
              </Typography>
              <Typography component="dd" variant="body1" sx={valueSx(fieldOf(def, field)?.type === 'longText')}>
                <FieldValue def={def} field={field} record={record} />
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
