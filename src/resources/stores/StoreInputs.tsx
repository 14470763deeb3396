/**
 * The store form's inputs (spec 2 sections 2, 3, 5), shared by create and edit: the
 * definition's inputs in the spec's order, the slug derived from the name as it is typed
 * (read-only on create; on edit the stored slug stays and may be corrected), the postal code
 * that fills the address once it has 8 digits ('Algo deu errado' when the lookup fails), and on
 * edit the image with its advice.
 */
import { useEffect } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { ImageInput } from '../../framework/inputs/ImageInput';
import { StateSelectInput } from '../../framework/inputs/StateSelectInput';
import { useTextFieldInput } from '../../framework/inputs/useTextFieldInput';
import { useCepLookup } from '../../framework/address/useCepLookup';
import { fieldLabel } from '../../framework/fields';
import { stores } from '../../shared/resources/stores/definition';
import { slugify } from '../../shared/resources/stores/slug';

const MAIN = ['name', 'type', 'document', 'email', 'phoneNumber'] as const;
const ADDRESS = ['address.zipCode', 'address.street', 'address.number', 'address.complement', 'address.neighborhood', 'address.city'] as const;

const input = (name: keyof typeof stores.fields) => <DefinitionInput key={name} def={stores} source={name} field={stores.fields[name]} />;

/** Create: the slug follows the name, shown read-only. */
function DerivedSlug() {
  const { setValue } = useFormContext();
  const name = useWatch({ name: 'name' });
  const { field, textFieldProps } = useTextFieldInput('slug', fieldLabel(stores, 'slug'));
  useEffect(() => {
    setValue('slug', slugify(String(name ?? '')), { shouldDirty: false });
  }, [name, setValue]);
  return <TextField {...textFieldProps} value={field.value ?? ''} slotProps={{ input: { readOnly: true } }} />;
}

export function StoreInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  useCepLookup({ failure: 'resources.stores.errors.cep' });
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 720 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {MAIN.map(input)}
        {mode === 'create' ? <DerivedSlug /> : input('slug')}
      </Box>
      {input('description')}
      {mode === 'edit' ? (
        <ImageInput source="image" label={fieldLabel(stores, 'image')} types={stores.fields.image.imageTypes} helperText="resources.stores.imageHint" />
      ) : null}
      <Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {translate('resources.stores.sections.address')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {ADDRESS.map(input)}
          <StateSelectInput source="address.state" label={fieldLabel(stores, 'address.state')} />
        </Box>
      </Box>
    </Stack>
  );
}
