/**
 * Create and edit an accreditation in a dialog (spec 2 sections 2, 5): name (required, not blank:
 * 'Nome é obrigatório'), the image (PNG, JPG or JPEG, up to 10 MB) and the 'Ativo' switch, with the
 * definition's inputs and rules; 'Erro ao criar credenciamento' / 'Erro ao atualizar credenciamento'
 * when the server gives no message of its own.
 */
import { Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { NestedFormDialog } from '../../framework/nested/NestedFormDialog';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { ImageInput } from '../../framework/inputs/ImageInput';
import { fieldLabel } from '../../framework/fields';
import { accreditations } from '../../shared/resources/accreditations/definition';

const META = {};
const { name, image, isActive } = accreditations.fields;

function AccreditationInputs() {
  return (
    <Stack spacing={2}>
      <DefinitionInput def={accreditations} source="name" field={name} />
      <ImageInput
        source="image"
        label={fieldLabel(accreditations, 'image')}
        types={image.imageTypes}
        maxMb={image.imageMaxMb}
        tooLarge={image.messages?.tooLarge}
        helperText="resources.accreditations.imageHint"
      />
      <DefinitionInput def={accreditations} source="isActive" field={isActive} />
    </Stack>
  );
}

export function AccreditationFormDialog({ open, record, onClose, onSaved }: { open: boolean; record?: RaRecord; onClose: () => void; onSaved?: () => void }) {
  return <NestedFormDialog def={accreditations} meta={META} open={open} record={record} onClose={onClose} onSaved={onSaved} inputs={<AccreditationInputs />} />;
}
