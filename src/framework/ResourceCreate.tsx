/** The generated create page: header with back button, the form, save toasts, back to the list. */
import { Box } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { PageHeader } from './PageHeader';
import { ResourceForm } from './ResourceForm';
import { useSaveFeedback } from './useSaveFeedback';

export function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const { transform, mutationOptions } = useSaveFeedback(def, 'create');
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('ra.page.create', { name: translate(`resources.${def.name}.name`, { smart_count: 1 }) })}
        backTo={routeOf(def)}
      />
      <Create resource={def.name} title=" " actions={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
        <ResourceForm def={def} />
      </Create>
    </Box>
  );
}
