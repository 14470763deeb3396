import { defineResource, resourceMessages } from '../../definition';
import { eventPartPermissions } from '../events/codes';
import { endAfterStart } from '../../dateRules';

/**
 * The event's lobby (spec 1 section 7 names the calls, not the fields; docs/decisions.md,
 * "Lobby"): a virtual waiting room that holds buyers before sales open and lets them into
 * the shop at a set pace, with a message shown while they wait.
 */
export const lobbies = defineResource({
  name: 'lobbies',
  path: '/events/:eventId/lobby',
  icon: 'Groups',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'title',
  permissions: eventPartPermissions(false),
  fields: {
    title: { type: 'text', required: true, max: 120 },
    isActive: { type: 'boolean', defaultValue: false },
    opensAt: { type: 'datetime', required: true },
    closesAt: { type: 'datetime' },
    admissionsPerMinute: { type: 'integer', required: true, min: 1, max: 100_000, messages: { min: 'resources.lobbies.errors.admissions' } },
    message: { type: 'longText', max: 500 },
  },
  rules: endAfterStart('opensAt', 'closesAt', 'resources.lobbies.errors.closesBeforeOpens'),
  list: {
    perPage: 10,
    sort: { field: 'opensAt', order: 'ASC' },
    columns: ['title', 'isActive', 'opensAt', 'closesAt', 'admissionsPerMinute'],
    card: { title: 'title', lines: ['isActive', 'opensAt', 'admissionsPerMinute'] },
  },
  messages: resourceMessages('lobbies', ['empty', 'created', 'updated', 'createError', 'updateError']),
});
