import { defineResource, resourceMessages } from '../../definition';

/** Producers (spec 2): who organises events sold by the ticket office. */
export const producers = defineResource({
  name: 'producers',
  path: '/producers',
  icon: 'Groups',
  menu: 'producers',
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'corporateName',
  // No code of spec 1 section 6 maps to producers, so only @ALL manages them; the event
  // producer picker (issue 3) reads the list with the event codes, without contacts.
  pickerFields: ['corporateName', 'representative.profile.fullName'],
  permissions: {
    list: ['@EVENTS.CREATE', '@EVENTS.MODIFY', '@PRODUCER'],
    show: ['@EVENTS.CREATE', '@EVENTS.MODIFY', '@PRODUCER'],
    create: ['@ALL'],
    edit: ['@ALL'],
  },
  fields: {
    corporateName: { type: 'text', required: true, max: 120 },
    corporateReason: { type: 'text', max: 160 },
    email: { type: 'email', required: true, max: 160 },
    docCNPJ: { type: 'cpfCnpj', required: true, unique: true, messages: { unique: 'resources.producers.errors.duplicateDocument' } },
    phoneNumber: { type: 'phone', required: true },
    'representative.profile.fullName': { type: 'text', required: true, max: 120 },
    'representative.profile.firstName': { type: 'text', readOnly: true },
    'representative.profile.lastName': { type: 'text', readOnly: true },
    'representative.email': { type: 'email', max: 160 },
    'representative.docCPF': { type: 'cpf' },
    'representative.phoneNumber': { type: 'phone' },
  },
  list: {
    perPage: 12,
    sort: { field: 'corporateName', order: 'ASC' },
    search: ['corporateName', 'corporateReason', 'email', 'docCNPJ', 'representative.profile.fullName'],
    columns: ['corporateName', 'representative.profile.fullName', 'email', 'phoneNumber'],
    card: { title: 'corporateName', lines: ['representative.profile.fullName', 'email', 'phoneNumber'] },
  },
  messages: resourceMessages('producers', ['empty', 'created', 'updated', 'createError', 'updateError']),
  beforeSave: (values) => {
    // The representative's first and last names are derived from the full name typed once.
    const rep = (values.representative ?? {}) as { profile?: { fullName?: string } };
    const parts = (rep.profile?.fullName ?? '').trim().split(/\s+/);
    return {
      ...values,
      representative: {
        ...rep,
        profile: { ...rep.profile, firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') },
      },
    };
  },
});
