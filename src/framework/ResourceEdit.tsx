/**
 * The generated edit page (/<resource>/{id}/edit), pessimistic so the server answers before the
 * toast; its history, and 'Remover' when the definition has `delete`.
 */
import { Box } from '@mui/material';
import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { PageHeader } from './PageHeader';
import { ResourceForm } from './ResourceForm';
import { CredentialPanel } from './credentials/CredentialPanel';
import { useSaveFeedback } from './useSaveFeedback';
import { RecordHistoryButton } from './history/RecordHistoryButton';
import { DeleteRecordButton } from './DeleteRecordButton';

export function ResourceEdit({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const { transform, mutationOptions } = useSaveFeedback(def, 'edit');
  const { id } = useParams();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('app.page.edit')}
        backTo={routeOf(def)}
        actions={<RecordHistoryButton resource={def.name} recordId={id} />}
      />
      <Edit resource={def.name} title=" " actions={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
        <ResourceForm def={def} extraAction={def.permissions.delete ? <DeleteRecordButton def={def} /> : undefined} />
        <CredentialPanel def={def} />
      </Edit>
    </Box>
  );
}
