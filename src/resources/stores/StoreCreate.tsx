/** /stores/create (spec 2 section 2): the store form; 'Erro ao criar loja' when the server gives no message; then the store's details. */
import { Box } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { ResourceForm } from '../../framework/ResourceForm';
import { useSaveFeedback } from '../../framework/useSaveFeedback';
import { stores } from '../../shared/resources/stores/definition';
import { StoreInputs } from './StoreInputs';
import { storeDetailsPath } from './storePaths';
import { useNavigate } from 'react-router-dom';

export function StoreCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { transform, mutationOptions } = useSaveFeedback(stores, 'create', (data) => navigate(storeDetailsPath(data.id)));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('resources.stores.actions.create')} backTo="/stores" />
      <Create resource={stores.name} title=" " actions={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
        <ResourceForm def={stores}>
          <StoreInputs mode="create" />
        </ResourceForm>
      </Create>
    </Box>
  );
}
