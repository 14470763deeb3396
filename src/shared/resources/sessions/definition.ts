import { defineResource, resourceMessages } from '../../definition';
import { eventPartPermissions } from '../events/codes';
import { endAfterStart } from '../../dateRules';

/**
 * Sessions of an event (spec 1 section 7): the dated occurrences a lot can be sold for
 * (a lot's sessionId). Read by every events user, written with the event's edit codes.
 */
export const sessions = defineResource({
  name: 'sessions',
  path: '/events/:eventId/sessions',
  icon: 'CalendarMonth',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  permissions: eventPartPermissions(false),
  fields: {
    title: { type: 'text', required: true, max: 120 },
    startAt: { type: 'datetime', required: true },
    endAt: { type: 'datetime' },
    capacity: { type: 'integer', min: 1, max: 10_000_000, messages: { min: 'resources.sessions.errors.capacity' } },
  },
  rules: endAfterStart('startAt', 'endAt', 'resources.sessions.errors.endBeforeStart'),
  list: {
    perPage: 10,
    sort: { field: 'startAt', order: 'ASC' },
    search: ['title'],
    columns: ['title', 'startAt', 'endAt', 'capacity'],
    card: { title: 'title', lines: ['startAt', 'endAt', 'capacity'] },
  },
  messages: resourceMessages('sessions', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
