/**
 * /events/{id}/edit/description: the rich-text editor (height 500, default text as placeholder, counters,
 * changed mark, Save). Per spec 1 section 8 a failed save is only logged.
 */
import { useMemo } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RichTextEditor } from '../../../framework/richText/RichTextEditor';
import { events } from '../../../shared/resources/events/definition';
import { isDefaultDescription } from '../../../shared/resources/events/publication';
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
  // The default text is the editor's placeholder; a description saved with it alone before
  // it was one (it counts as none for publication) opens empty so it shows as the hint again.
  const withoutDefault = useMemo(
    () => ({ ...record, description: isDefaultDescription(record.description) ? '' : (record.description ?? '') }),
    [record],
  );
  return (
    <EventPageForm record={withoutDefault} fields={FIELDS} toolbar={false}>
      <DescriptionEditor record={record} />
    </EventPageForm>
  );
}
