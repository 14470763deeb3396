/** The generated create page: header with back button, the form, save toasts, back to the list. */
import { useState } from 'react';
import { Box } from '@mui/material';
import { Create, useRedirect, useTranslate } from 'react-admin';
import { getPath, routeOf, type ResourceDefinition } from '../shared/definition';
import { CredentialDialog } from './credentials/CredentialDialog';
import { hashedFields } from './credentials/hashedFields';
import { fieldLabel } from './fields';
import { PageHeader } from './PageHeader';
import { ResourceForm } from './ResourceForm';
import { useSaveFeedback } from './useSaveFeedback';

/** A resource's name inside a sentence: 'Criar ponto de venda', not 'Criar Ponto de venda' (an acronym keeps its capitals). */
const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase('pt-BR') + name.slice(1) : name);

export function ResourceCreate({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  // A credential the server made (hashed field) is shown once, before going back to the list.
  const [credential] = hashedFields(def);
  const [made, setMade] = useState<string | null>(null);
  const afterSave = credential ? (data: Record<string, unknown>) => setMade(String(getPath(data, credential) ?? '')) : undefined;
  const { transform, mutationOptions } = useSaveFeedback(def, 'create', afterSave);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={translate('ra.page.create', { name: inSentence(translate(`resources.${def.name}.name`, { smart_count: 1 })) })}
        backTo={routeOf(def)}
      />
      <Create resource={def.name} title=" " actions={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
        <ResourceForm def={def} />
      </Create>
      {credential ? <CredentialDialog value={made} label={fieldLabel(def, credential)} onClose={() => redirect(routeOf(def))} /> : null}
    </Box>
  );
}
