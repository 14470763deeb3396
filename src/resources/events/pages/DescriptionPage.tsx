/**
 * /events/{id}/edit/description: the rich-text editor (height 500, default text, counters,
 * changed mark, Save). Per spec 1 section 8 a failed save is only logged.
 */
import { useMemo } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RichTextEditor } from '../../../framework/richText/RichTextEditor';
import { events } from '../../../shared/resources/events/definition';
import { DEFAULT_DESCRIPTION } from '../../../shared/resources/events/publication';
import { EventPageForm } from '../edit/EventPageForm';
import { useEventSave } from '../edit/useEventSave';

const FIELDS = ['description'] as const;

function DescriptionEditor({ record }: { record: RaRecord }) {
  const { handleSubmit } = useFormContext();
  const { send } = useEventSave(record, FIELDS);
  const notify = useNotify();
  const save = () =>
    new Promise<void>((resolve, reject) => {
      void handleSubmit(
        async (values) => {
          try {
            await send(values);
            notify(events.messages!.updated!, { type: 'success' });
            resolve();
          } catch (error) {
            reject(error);
          }
        },
        (errors) => reject(errors),
      )();
    });
  return <RichTextEditor source="description" label="resources.events.fields.description" onSave={save} />;
}

export function DescriptionPage({ record }: { record: RaRecord }) {
  // An event without a description opens on the default text (which counts as none for publication).
  const withDefault = useMemo(() => ({ ...record, description: record.description || `<p>${DEFAULT_DESCRIPTION}</p>` }), [record]);
  return (
    <EventPageForm record={withDefault} fields={FIELDS} toolbar={false}>
      <DescriptionEditor record={record} />
    </EventPageForm>
  );
}
