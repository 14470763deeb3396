import { defineResource, resourceMessages } from '../../definition';
import { BRAZILIAN_STATES, onlyDigits } from '../../brazil';
import { isSlug, slugify } from './slug';

/** Who manages stores: they serve the point-of-sale devices (spec 2 section 1), hence @POS.MANAGE. */
export const STORE_CODES = ['@POS.MANAGE'] as const;

export const STORE_DOCUMENT_TYPES = ['CNPJ', 'CPF'] as const;

/** Document type of a stored document (spec 2 section 5): CPF for 11 digits, otherwise CNPJ. */
export const documentTypeOf = (document: unknown) => (onlyDigits(document).length === 11 ? 'CPF' : 'CNPJ');

/**
 * Stores (establishments) whose products the point-of-sale devices sell (spec 2 sections 2-9):
 * /stores outside the menu, cards 12 a page, details and edit at /stores/{id}/details[/edit]
 * (src/resources/stores). The slug comes from the name when none is sent.
 */
export const stores = defineResource({
  name: 'stores',
  path: '/stores',
  icon: 'Storefront',
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: true,
  recordRepresentation: 'name',
  permissions: { list: STORE_CODES, show: STORE_CODES, create: STORE_CODES, edit: STORE_CODES, delete: STORE_CODES },
  fields: {
    name: { type: 'text', required: true, min: 5, max: 75, messages: { min: 'resources.stores.errors.nameShort', max: 'resources.stores.errors.nameLong' } },
    type: { type: 'choice', required: true, choices: STORE_DOCUMENT_TYPES, defaultValue: 'CNPJ' },
    document: { type: 'cpfCnpj', required: true },
    email: { type: 'email', required: true, messages: { invalid: 'resources.stores.errors.email' } },
    phoneNumber: { type: 'phone', required: true, messages: { invalid: 'resources.stores.errors.phone' } },
    slug: { type: 'text', max: 75, unique: true, messages: { unique: 'resources.stores.errors.slugTaken' } },
    image: { type: 'image', max: 2048, imageTypes: ['png', 'jpg'] },
    description: { type: 'longText', max: 2000 },
    'address.zipCode': { type: 'zip' },
    'address.street': { type: 'text', max: 75, missing: 'app.missing.notRegistered' },
    'address.number': { type: 'text', max: 5, missing: 'app.missing.notRegistered' },
    'address.complement': { type: 'text', max: 120, missing: 'app.missing.notRegistered' },
    'address.neighborhood': { type: 'text', max: 120, missing: 'app.missing.notRegistered' },
    'address.city': { type: 'text', max: 120, missing: 'app.missing.notRegistered' },
    'address.state': { type: 'choice', choices: BRAZILIAN_STATES.map((s) => s.uf) },
  },
  list: {
    perPage: 12,
    sort: { field: 'name', order: 'ASC' },
    search: ['name'],
    columns: ['name', 'phoneNumber', 'document', 'email', 'address.street', 'address.number', 'address.city'],
    card: { title: 'name', lines: ['phoneNumber', 'document', 'email', 'address.street', 'address.number', 'address.city'] },
  },
  rules: (values) => {
    const issues = [];
    const digits = onlyDigits(values.document);
    if (digits && values.type === 'CPF' && digits.length !== 11) issues.push({ field: 'document', message: 'validation.cpf' });
    if (digits && values.type === 'CNPJ' && digits.length !== 14) issues.push({ field: 'document', message: 'validation.cnpj' });
    if (typeof values.slug === 'string' && values.slug !== '' && !isSlug(values.slug)) issues.push({ field: 'slug', message: 'resources.stores.errors.slug' });
    const address = (values.address ?? {}) as Record<string, unknown>;
    if (typeof address.number === 'string' && !/^[0-9-]*$/.test(address.number)) issues.push({ field: 'address.number', message: 'resources.stores.errors.number' });
    return issues;
  },
  beforeSave: (values) => ({ ...values, slug: typeof values.slug === 'string' && values.slug !== '' ? values.slug : slugify(String(values.name ?? '')) }),
  messages: resourceMessages('stores', ['empty', 'created', 'updated', 'deleted', 'createError', 'updateError', 'deleteError']),
});
