/** The generated create page: header with back button, the form, save toasts, back to the list. */
import { Box } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { routeOf, type ResourceDefinition } from '../shared/definition';
import { PageHeader } from './PageHeader';
import { ResourceForm } from './ResourceForm';
import { useSaveFeedback } from './useSaveFeedback';

/** A resource's name inside a sentence: 'Criar ponto de venda', not 'Criar Ponto de venda' (an acronym keeps its capitals). */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase('pt-BR') + name.slice(1) : name);

export function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const { transform, mutationOptions } = useSaveFeedback(def, 'create');
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('ra.page.create', { name: inSentence(translate(`resources.${def.name}.name`, { smart_count: 1 })) })}
        backTo={routeOf(def)}
      />
      <Create resource={def.name} title=" " actions={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
        <ResourceForm def={def} />
      </Create>
    </Box>
  );
}
