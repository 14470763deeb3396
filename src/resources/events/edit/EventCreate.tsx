/**
 * /events/create (issue 9 item 8): 'Novo' opens this form and nothing is stored until Salvar.
 * It asks what the general-info page asks (title required here: an event is created with a
 * name), POSTs /events, and replaces itself with the new event's page, so Back returns to the list.
 */
import { Box, Stack } from '@mui/material';
import { Authenticated, CanAccess, Form, useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import { buildSchema } from '../../../shared/schema';
import { events } from '../../../shared/resources/events/definition';
import { PageHeader } from '../../../framework/PageHeader';
import { DefinitionInput } from '../../../framework/inputs/DefinitionInput';
import { PageSaveBar } from '../../../framework/PageSaveBar';
import { NoPermissionPage } from '../../../custom/NoPermissionPage';
import { eventPath } from '../eventPaths';
import { pagePayload } from './pagePayload';

const FIELDS = ['title', 'type', 'classification'] as const;
const DEFAULTS = { type: events.fields.type.defaultValue };

const baseResolver = yupResolver(buildSchema(events, 'form'), { stripUnknown: true }) as unknown as Resolver<FieldValues>;
const resolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await baseResolver(values, context, options);
  if (String(values.title ?? '').trim()) return result;
  return { values: {}, errors: { ...result.errors, title: { type: 'required', message: 'validation.required' } } } as never;
};

function EventCreateForm() {
  const [create] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async (values: Record<string, unknown>) => {
    notify('app.toast.saving', { type: 'info', autoHideDuration: null });
    try {
      const record = await create(events.name, { data: pagePayload(values, FIELDS) }, { returnPromise: true });
      notify(events.messages!.created!, { type: 'success' });
      navigate(eventPath(record.id), { replace: true });
      return undefined;
    } catch (error) {
      const message = (error as { message?: string })?.message;
      notify(message || events.messages!.createError!, { type: 'error', messageArgs: { _: message || undefined } });
      return (error as { body?: { errors?: Record<string, string> } })?.body?.errors;
    }
  };

  return (
    <Form record={DEFAULTS} resolver={resolver} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onBlur" disableInvalidFormNotification>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 880, p: { xs: 1, md: 2 } }}>
        {FIELDS.map((name) => (
          <DefinitionInput key={name} def={events} source={name} field={{ ...events.fields[name], ...(name === 'title' ? { required: true } : {}) }} />
        ))}
      </Stack>
      <PageSaveBar />
    </Form>
  );
}

export function EventCreate() {
  const translate = useTranslate();
  return (
    <Authenticated>
      <CanAccess action="create" resource={events.name} accessDenied={<NoPermissionPage />}>
        <Box sx={{ p: { xs: 1, md: 2 } }}>
          <PageHeader title={translate('resources.events.newTitle')} backTo={`/${events.name}`} />
          <EventCreateForm />
        </Box>
      </CanAccess>
    </Authenticated>
  );
}
