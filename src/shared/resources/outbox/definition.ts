import { defineResource } from '../../definition';

/**
 * Messages the server delivered or tried to (courtesies by e-mail and WhatsApp; server/delivery).
 * Without SMTP or a WhatsApp server a message lands here only, so staff can read what went out.
 * Read-only (no create/edit codes): the rows are written by the delivery queue, and each opens the
 * generated show page with the whole body and the error. No menu entry: the courtesy screen links to /outbox.
 */
export const outbox = defineResource({
  name: 'outbox',
  path: '/outbox',
  icon: 'Campaign',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'recipient',
  permissions: { list: ['@ALL'], show: ['@ALL'] },
  fields: {
    channel: { type: 'choice', choices: ['@EMAIL', '@WHATSAPP'], readOnly: true },
    recipient: { type: 'text', readOnly: true },
    // WhatsApp messages have no subject; sent ones no error.
    subject: { type: 'text', readOnly: true, missing: 'resources.outbox.noSubject' },
    body: { type: 'longText', readOnly: true },
    status: { type: 'choice', choices: ['@SENT', '@FAILED', '@OUTBOX'], readOnly: true },
    error: { type: 'text', readOnly: true, missing: 'resources.outbox.noError' },
    sentAt: { type: 'datetime', readOnly: true, missing: 'resources.outbox.notSent' },
  },
  list: {
    perPage: 10,
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['recipient', 'subject'],
    filters: { channel: { field: 'channel', op: 'eq' }, status: { field: 'status', op: 'eq' } },
    columns: ['createdAt', 'channel', 'recipient', 'subject', 'status'],
    card: { title: 'recipient', lines: ['subject', 'status', 'createdAt'] },
  },
  messages: { empty: 'resources.outbox.empty' },
});
