import { defineResource } from '../../framework/definition';

/**
 * Messages the server delivered or tried to (courtesies by e-mail and WhatsApp; server/delivery).
 * Without SMTP or a WhatsApp server a message lands here only, so staff can read what went out.
 * Read-only (no create/edit codes): the rows are written by the delivery queue. No menu entry:
 * the courtesy screen links to /outbox.
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
    subject: { type: 'text', readOnly: true },
    body: { type: 'longText', readOnly: true },
    status: { type: 'choice', choices: ['@SENT', '@FAILED', '@OUTBOX'], readOnly: true },
    error: { type: 'text', readOnly: true },
    sentAt: { type: 'datetime', readOnly: true },
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
