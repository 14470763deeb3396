/**
 * /accreditations/{id}/participants/fields: the business builds the participant form. Questions
 * (label, kind, required, options one per line for the choice kinds) are added, edited and removed
 * in dialogs, ordered by dragging their grip (or its arrow keys; POST .../ordination), and the
 * form is previewed beside them as a participant will fill it (the shared ParticipantForm).
 */
import { memo, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Paper, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Form, useCanAccess, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { IconAction } from '../../framework/IconAction';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { NestedFormDialog } from '../../framework/nested/NestedFormDialog';
import { NestedDeleteDialog } from '../../framework/nested/NestedDeleteDialog';
import { DragHandle, OrderingProvider, useSortableItem, useSortableList, type SortableHandle } from '../../framework/ordering';
import { httpClient } from '../../dataProvider/httpClient';
import { buildPath } from '../../shared/definition';
import { KINDS_WITH_OPTIONS } from '../../shared/accreditation/fieldKinds';
import type { FormField } from '../../shared/accreditation/participant';
import { accreditationFields } from '../../shared/resources/accreditationFields/definition';
import type { AccreditationInfo } from './accreditationCalls';
import { SubPageHeader } from './HeaderActions';
import { ParticipantForm, emptyParticipant, participantResolver } from './participantForm/ParticipantForm';

const DEF = accreditationFields;
const DRAG_TYPE = 'accreditationField';

/** The dialog's inputs: the options only for single and multiple choice. */
function FieldInputs() {
  const kind = useWatch({ name: 'kind' });
  return (
    <Stack spacing={2}>
      <DefinitionInput def={DEF} source="label" field={DEF.fields.label} />
      <DefinitionInput def={DEF} source="kind" field={DEF.fields.kind} />
      <DefinitionInput def={DEF} source="required" field={DEF.fields.required} />
      {KINDS_WITH_OPTIONS.includes(kind) ? <DefinitionInput def={DEF} source="options" field={DEF.fields.options} /> : null}
    </Stack>
  );
}

interface RowProps {
  record: RaRecord;
  list: SortableHandle;
  busy: boolean;
  editable: boolean;
  onEdit: (r: RaRecord) => void;
  onDelete: (r: RaRecord) => void;
}

const FieldRow = memo(function FieldRow({ record, list, busy, editable, onEdit, onDelete }: RowProps) {
  const translate = useTranslate();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(DRAG_TYPE, list, record.id, !editable);
  return (
    <Paper ref={setRow} component="li" variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, opacity: isDragging ? 0.4 : 1 }} data-field-label={record.label}>
      {editable ? <DragHandle handleRef={setHandle} busy={busy} onKeyDown={onHandleKeyDown} /> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{record.label}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" label={translate(`resources.accreditationFields.choices.kind.${record.kind}`)} />
          {record.required ? <Chip size="small" color="primary" variant="outlined" label={translate('resources.accreditationFields.fields.required')} /> : null}
        </Box>
      </Box>
      {editable ? (
        <>
          <IconAction label="resources.accreditationFields.dialogs.editTitle" onClick={() => onEdit(record)} icon={<Edit fontSize="small" />} />
          <IconAction label="resources.accreditationFields.dialogs.deleteTitle" onClick={() => onDelete(record)} icon={<DeleteOutline fontSize="small" />} />
        </>
      ) : null}
    </Paper>
  );
});

/** The preview: a form nobody sends, checked as it will be (try a CPF or a phone in it). */
function Preview({ fields }: { fields: readonly FormField[] }) {
  const translate = useTranslate();
  const key = fields.map((f) => `${f.id}:${f.kind}:${f.required}:${f.options ?? ''}`).join('|');
  const resolver = useMemo(() => participantResolver(fields), [fields]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="participant-form-preview">
      <CardContent>
        <Typography id="participant-form-preview" component="h2" variant="h6">
          {translate('resources.accreditationFields.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.accreditationFields.preview.hint')}
        </Typography>
        {/* A new form when the questions change: answers of removed questions do not linger. */}
        <Form key={key} record={emptyParticipant(fields)} resolver={resolver as never} onSubmit={() => undefined} mode="onBlur" noValidate disableInvalidFormNotification>
          <ParticipantForm fields={fields} />
          <Button type="submit" variant="outlined" sx={{ mt: 2 }}>
            {translate('resources.accreditationFields.preview.check')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

export function AccreditationFields({ info }: { info: AccreditationInfo }) {
  const translate = useTranslate();
  const notify = useNotify();
  const meta = useMemo(() => ({ accreditationId: String(info.id) }), [info.id]);
  const { canAccess: mayEdit } = useCanAccess({ resource: DEF.name, action: 'edit' });
  const { canAccess: mayCreate } = useCanAccess({ resource: DEF.name, action: 'create' });
  const { data, isPending, error, refetch } = useGetList(DEF.name, { pagination: { page: 1, perPage: DEF.list.perPage }, sort: DEF.list.sort, meta });
  const source = useMemo(() => data ?? [], [data]);
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const [removing, setRemoving] = useState<RaRecord | undefined>();
  const sortable = useSortableList(
    source,
    async (id, index) => {
      await httpClient(`${buildPath(DEF.path, meta)}/${encodeURIComponent(String(id))}/ordination`, { method: 'POST', body: { index } });
      await refetch();
    },
    () => notify('resources.accreditationFields.reorderError', { type: 'error' }),
  );
  const fields = sortable.items as unknown as FormField[];
  const onEdit = useMemo(() => (record: RaRecord) => setDialog({ record }), []);
  const onDelete = useMemo(() => (record: RaRecord) => setRemoving(record), []);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <SubPageHeader
        info={info}
        title="resources.accreditations.pages.fieldsOf"
        action={mayCreate && { label: 'resources.accreditationFields.actions.add', icon: <Add />, onClick: () => setDialog({}) }}
      />
      {error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{translate('app.action.retry')}</Button>}>
          {(error as Error).message || translate('app.toast.queryError')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="participant-form-questions">
          <Typography id="participant-form-questions" component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {translate('resources.accreditationFields.questions')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.accreditationFields.fixedHint')}
          </Typography>
          {isPending ? null : fields.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {translate('resources.accreditationFields.empty')}
            </Typography>
          ) : (
            <OrderingProvider>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={sortable.busy}>
                {sortable.items.map((record) => (
                  <FieldRow key={record.id} record={record} list={sortable.handle} busy={sortable.busy} editable={Boolean(mayEdit)} onEdit={onEdit} onDelete={onDelete} />
                ))}
              </Stack>
            </OrderingProvider>
          )}
        </Box>
        <Preview fields={fields} />
      </Box>
      <NestedFormDialog def={DEF} meta={meta} open={dialog !== null} record={dialog?.record} onClose={() => setDialog(null)} inputs={<FieldInputs />} onSaved={() => void refetch()} />
      <NestedDeleteDialog def={DEF} meta={meta} record={removing} onClose={() => setRemoving(undefined)} onDeleted={() => void refetch()} />
    </Box>
  );
}
