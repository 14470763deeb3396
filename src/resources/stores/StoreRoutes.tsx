/**
 * Everything under /stores/{id} (the resource's edit route, spec 2 section 2): the details at
 * /stores/{id}/details and the edit form at /stores/{id}/details/edit, which returns to the
 * details on success ('Algo deu errado' when the server gives no message).
 */
import { useEffect, useRef, useState } from 'react';
import UploadFile from '@mui/icons-material/UploadFile';
import { readDataUrl } from '../../framework/inputs/readDataUrl';
import { Alert, Avatar, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Edit as RaEdit, Link, useCanAccess, useDelete, useGetOne, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../framework/ConfirmDialog';
import { DetailSection } from '../../framework/DetailSection';
import { FieldValue } from '../../framework/FieldValue';
import { PageHeader } from '../../framework/PageHeader';
import { ResourceForm } from '../../framework/ResourceForm';
import { definitionResolver } from '../../framework/resolver';
import { useSaveFeedback } from '../../framework/useSaveFeedback';
import { RecordHistoryButton } from '../../framework/history/RecordHistoryButton';
import { fieldLabel } from '../../framework/fields';
import { documentTypeOf, stores } from '../../shared/resources/stores/definition';
import { StoreCategories } from './StoreCategories';
import { StoreInputs } from './StoreInputs';
import { storeDetailsPath, storeEditPath } from './storePaths';

const DATA = ['name', 'type', 'document', 'email', 'phoneNumber', 'slug', 'description'] as const;
const ADDRESS = ['address.zipCode', 'address.street', 'address.number', 'address.complement', 'address.neighborhood', 'address.city', 'address.state'] as const;

function Fields({ record, names }: { record: RaRecord; names: readonly string[] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {names.map((name) => (
        <Box key={name} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(fieldLabel(stores, name))}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <FieldValue def={stores} field={name} record={record} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The store's image with 'Alterar imagem' (spec 2 section 7: PATCH /stores/{id} with the image
 * alone): 'Imagem atualizada com sucesso!', or the server's message, else 'Erro ao atualizar imagem'.
 */
function StoreImage({ record, editable }: { record: RaRecord; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const file = useRef<HTMLInputElement>(null);
  const send = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      const image = await readDataUrl(chosen);
      await update(stores.name, { id: record.id, data: { image }, previousData: record }, { returnPromise: true, mutationMode: 'pessimistic' });
      notify('resources.stores.imageUpdated', { type: 'success' });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, string> } };
      const message = e?.body?.errors?.image || e?.message;
      notify(message || 'resources.stores.imageError', { type: 'error', messageArgs: { _: message || undefined } });
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Avatar variant="rounded" src={record.image || undefined} alt={record.image ? translate('resources.stores.fields.image') : ''} sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}>
        <StorefrontIcon fontSize="large" />
      </Avatar>
      {editable ? (
        <>
          <Button size="small" variant="outlined" startIcon={<UploadFile />} disabled={isPending} onClick={() => file.current?.click()}>
            {translate('resources.stores.actions.changeImage')}
          </Button>
          <input ref={file} type="file" hidden aria-label={translate('resources.stores.actions.changeImage')} accept=".png,.jpg,.jpeg" onChange={(e) => void send(e.target.files?.[0])} />
        </>
      ) : null}
    </Stack>
  );
}

function StoreDetails({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [remove] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const { canAccess: mayEdit } = useCanAccess({ resource: stores.name, action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: stores.name, action: 'delete' });
  const destroy = async () => {
    setConfirming(false);
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      await remove(stores.name, { id: record.id, previousData: record }, { returnPromise: true, mutationMode: 'pessimistic' });
      notify('resources.stores.deleted', { type: 'success' });
      navigate('/stores');
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || 'resources.stores.deleteError', { type: 'error', messageArgs: { _: message || undefined } });
    }
  };
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={record.name}
        backTo="/stores"
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <RecordHistoryButton resource={stores.name} recordId={String(record.id)} />
            {mayEdit ? (
              <Button component={Link} to={storeEditPath(record.id)} variant="contained" startIcon={<Edit />}>
                {translate('resources.stores.actions.edit')}
              </Button>
            ) : null}
            {mayDelete ? (
              <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
                {translate('resources.stores.actions.delete')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <DetailSection title={translate('resources.stores.details.data')}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
            <StoreImage record={record} editable={Boolean(mayEdit)} />
            <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <Fields record={record} names={DATA} />
            </Box>
          </Box>
        </DetailSection>
        <DetailSection title={translate('resources.stores.details.address')}>
          <Fields record={record} names={ADDRESS} />
        </DetailSection>
        <DetailSection title={translate('resources.stores.details.categories')}>
          <StoreCategories storeId={String(record.id)} />
        </DetailSection>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="resources.stores.dialogs.deleteTitle"
        content={translate('resources.stores.dialogs.deleteText', { name: record.name })}
        confirmLabel="ra.action.delete"
        confirmColor="error"
        onConfirm={() => void destroy()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** A record stored without a type reads as CPF for 11 digits, otherwise CNPJ (spec 2 section 5). */
function DefaultDocumentType() {
  const { setValue } = useFormContext();
  const type = useWatch({ name: 'type' });
  const document = useWatch({ name: 'document' });
  useEffect(() => {
    if (!type) setValue('type', documentTypeOf(document));
  }, [type, document, setValue]);
  return null;
}

/** The edit form words the slug message with its full stop (spec 2 section 5); the rule is the definition's. */
function editResolver(): Resolver<FieldValues> {
  const base = definitionResolver(stores);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const slug = (result.errors as Record<string, { message?: string }>).slug;
    if (slug?.message === 'resources.stores.errors.slug') slug.message = 'resources.stores.errors.slugEdit';
    return result;
  };
}

const EDIT_RESOLVER = editResolver();

function StoreEdit({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { transform, mutationOptions } = useSaveFeedback(stores, 'edit', () => navigate(storeDetailsPath(record.id)));
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('resources.stores.actions.edit')} backTo={storeDetailsPath(record.id)} />
      <RaEdit
        resource={stores.name}
        id={record.id}
        title=" "
        actions={false}
        redirect={false}
        mutationMode="pessimistic"
        transform={transform}
        mutationOptions={mutationOptions}
      >
        <ResourceForm def={stores} resolver={EDIT_RESOLVER}>
          <DefaultDocumentType />
          <StoreInputs mode="edit" />
        </ResourceForm>
      </RaEdit>
    </Box>
  );
}

export function StoreRoutes() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: record, isPending, error } = useGetOne(stores.name, { id: id! });
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(error as Error).message || translate('app.toast.queryError')}
      </Alert>
    );
  }
  if (isPending || !record) return <LinearProgress aria-label={translate('app.toast.loading')} />;
  return (
    <Routes>
      <Route path="details" element={<StoreDetails record={record} />} />
      <Route path="details/edit" element={<StoreEdit record={record} />} />
      <Route path="*" element={<Navigate to={storeDetailsPath(record.id)} replace />} />
    </Routes>
  );
}
