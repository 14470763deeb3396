/** /events/{id}/edit/general-info: title, type and age rating. */
import type { RaRecord } from 'react-admin';
import { DefinitionInput } from '../../../framework/inputs/DefinitionInput';
import { events } from '../../../shared/resources/events/definition';
import { EventPageForm } from '../edit/EventPageForm';

const FIELDS = ['title', 'type', 'classification'] as const;

export function GeneralInfoPage({ record }: { record: RaRecord }) {
  return (
    <EventPageForm record={record} fields={FIELDS}>
      {FIELDS.map((name) => (
        <DefinitionInput key={name} def={events} source={name} field={events.fields[name]} />
      ))}
    </EventPageForm>
  );
}
