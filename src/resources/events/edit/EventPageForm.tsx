/**
 * The form of one edit page: the definition's shared yup schema as resolver (plus a page rule
 * when given), the unsaved-changes guard, and Save. The record is reset from the server's
 * answer after a save, which clears the dirty state.
 */
import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Form, type RaRecord } from 'react-admin';
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import { buildSchema } from '../../../shared/schema';
import { PageSaveBar } from '../../../framework/PageSaveBar';
import { events } from '../../../shared/resources/events/definition';
import { useEventSave } from './useEventSave';

/** A page rule on valid values: field -> catalogue key of its message. */
export type PageRule = (values: Record<string, unknown>) => Record<string, string> | null;

const baseResolver = yupResolver(buildSchema(events, 'form'), { stripUnknown: true }) as unknown as Resolver<FieldValues>;

function withRule(rule?: PageRule): Resolver<FieldValues> {
  if (!rule) return baseResolver;
  return async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    if (Object.keys(result.errors).length) return result;
    const failed = rule(result.values as Record<string, unknown>);
    if (!failed) return result;
    const errors = Object.fromEntries(Object.entries(failed).map(([field, message]) => [field, { type: 'rule', message }]));
    return { values: {}, errors } as never;
  };
}

export interface EventPageFormProps {
  record: RaRecord;
  /** Names of the definition fields this page sends (nested names included). */
  fields: readonly string[];
  rule?: PageRule;
  /** Without a toolbar the page saves by itself (the editor's own Save). */
  toolbar?: boolean;
  children: ReactNode;
}

// A draft's nested groups may be null (`address: null`): the schema wants an object there.
const GROUPS = [...new Set(Object.keys(events.fields).filter((f) => f.includes('.')).map((f) => f.split('.')[0]))];
const withGroups = (record: RaRecord) => ({ ...record, ...Object.fromEntries(GROUPS.map((g) => [g, record[g] ?? {}])) });

export function EventPageForm({ record, fields, rule, toolbar = true, children }: EventPageFormProps) {
  const resolver = useMemo(() => withRule(rule), [rule]);
  const formRecord = useMemo(() => withGroups(record), [record]);
  const { submit } = useEventSave(record, fields);
  return (
    <Form record={formRecord} resolver={resolver} onSubmit={submit as never} noValidate mode="onSubmit" reValidateMode="onBlur">
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 880, p: { xs: 1, md: 2 } }}>
        {children}
      </Stack>
      <PageSaveBar withSave={toolbar} />
    </Form>
  );
}
