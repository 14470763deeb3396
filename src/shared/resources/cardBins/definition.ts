import { defineResource, resourceMessages } from '../../definition';
import { eventPartPermissions } from '../events/codes';

export const BIN_LENGTH = 6;

/**
 * Card BIN rules of an event (spec 1 sections 2.3, 3, 5, 7): the first six digits of the cards
 * of a partner bank or brand. A ticket linked to BINs (PUT /events/{id}/card-bin/tickets/{ticketId})
 * is sold only to cards starting with one of them: the bank presale of the field.
 */
export const cardBins = defineResource({
  name: 'cardBins',
  path: '/events/:eventId/card-bin',
  table: 'card_bins',
  icon: 'CreditCard',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'cardName',
  permissions: eventPartPermissions(),
  fields: {
    bin: {
      type: 'text',
      required: true,
      min: BIN_LENGTH,
      max: BIN_LENGTH,
      unique: 'parent',
      messages: { min: 'resources.cardBins.errors.binMin', max: 'resources.cardBins.errors.binMax', unique: 'resources.cardBins.errors.duplicateBin' },
    },
    cardName: { type: 'text', required: true, max: 50, messages: { max: 'resources.cardBins.errors.cardNameMax' } },
  },
  // Numeric only: a text field keeps leading zeros ('004175').
  rules: (v) => (typeof v.bin === 'string' && v.bin.length === BIN_LENGTH && !/^\d+$/.test(v.bin) ? [{ field: 'bin', message: 'resources.cardBins.errors.binDigits' }] : []),
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'ASC' },
    search: ['bin', 'cardName'],
    columns: ['bin', 'cardName'],
    card: { title: 'cardName', lines: ['bin'] },
  },
  messages: resourceMessages('cardBins', ['empty', 'created', 'updated', 'deleted', 'createError', 'updateError', 'deleteError']),
});
