import { defineResource, resourceMessages } from '../../definition';
import { ACCREDITATION_MANAGE, ACCREDITATION_VIEW } from '../accreditations/codes';

/**
 * An accreditation's activities (talks, workshops, areas): accredited participants are checked
 * into them at /validate/accreditation-activity or from the accreditation area. No delete (their
 * check-ins name them): an inactive activity takes no more entries.
 */
export const accreditationActivities = defineResource({
  name: 'accreditationActivities',
  path: '/accreditations/:accreditationId/activities',
  table: 'accreditation_activities',
  icon: 'EventNote',
  modules: ['@M_ACCREDITATION'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: ACCREDITATION_VIEW, show: ACCREDITATION_VIEW, create: ACCREDITATION_MANAGE, edit: ACCREDITATION_MANAGE },
  fields: {
    name: { type: 'text', required: true, max: 120 },
    description: { type: 'longText', max: 2000 },
    location: { type: 'text', max: 120, missing: 'resources.accreditationActivities.missing.location' },
    startsAt: { type: 'datetime' },
    endsAt: { type: 'datetime' },
    capacity: { type: 'integer', min: 1, max: 1_000_000, missing: 'resources.accreditationActivities.missing.capacity' },
    isActive: { type: 'boolean', defaultValue: true },
  },
  list: {
    perPage: 25,
    sort: { field: 'startsAt', order: 'ASC' },
    search: ['name', 'location'],
    filters: { status: { field: 'isActive', op: 'eq', values: { '@ACTIVE': true, '@INACTIVE': false } } },
    columns: ['name', 'startsAt', 'endsAt', 'location', 'capacity', 'isActive'],
    card: { title: 'name', lines: ['startsAt', 'location', 'isActive'] },
  },
  rules: (values) =>
    typeof values.startsAt === 'string' && typeof values.endsAt === 'string' && values.endsAt < values.startsAt
      ? [{ field: 'endsAt', message: 'resources.accreditationActivities.errors.endBeforeStart' }]
      : [],
  messages: resourceMessages('accreditationActivities', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
