/**
 * OpenAPI: JSON Schemas derived from the resource definitions (the same definitions whose
 * yup schema validates requests) plus the session and business shapes. Served by
 * @fastify/swagger-ui at /api/docs, JSON at /api/docs/json.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FieldDefinition, ResourceDefinition } from '../src/shared/definition';
import { COMPUTED_FIELDS } from './resources/computed';

type JsonSchema = Record<string, unknown>;

const nullableString = { type: ['string', 'null'] };

export const schemas = {
  tokenPair: {
    type: 'object',
    properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
  },
  preferences: {
    type: 'object',
    properties: { primaryColor: nullableString, secondaryColor: nullableString, thirdColor: nullableString, logo: nullableString, icon: nullableString },
  },
  get business(): JsonSchema {
    return {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        description: nullableString,
        isTicketOffice: { type: 'boolean' },
        modules: { type: 'array', items: { type: 'string' } },
        domainClient: nullableString,
        preferences: this.preferences,
        updatedAt: { type: 'string', format: 'date-time' },
      },
    };
  },
  get profile(): JsonSchema {
    return {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        fullName: { type: 'string' },
        profileImage: nullableString,
        role: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } } },
        businesses: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
        business: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            isTicketOffice: { type: 'boolean' },
            modules: { type: 'array', items: { type: 'string' } },
            preferences: this.preferences,
          },
        },
      },
    };
  },
  error: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      code: { type: 'string' },
      issues: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
    },
  },
};

const DIGITS: Partial<Record<FieldDefinition['type'], string>> = {
  cpf: '^\\d{11}$',
  cnpj: '^\\d{14}$',
  cpfCnpj: '^(\\d{11}|\\d{14})$',
  phone: '^\\d{10,11}$',
  zip: '^\\d{8}$',
};

function fieldJsonSchema(f: FieldDefinition): JsonSchema {
  const s: JsonSchema = {};
  switch (f.type) {
    case 'money':
    case 'percent':
    case 'integer':
      s.type = f.required ? 'integer' : ['integer', 'null'];
      if (f.min !== undefined) s.minimum = f.min;
      if (f.max !== undefined) s.maximum = f.max;
      if (f.type === 'money') s.description = 'cents';
      if (f.type === 'percent') s.description = 'hundredths of a percent';
      return s;
    case 'boolean':
      return { type: 'boolean' };
    case 'references':
      return {
        type: 'array',
        items: { type: 'string', format: 'uuid' },
        ...(f.required || f.min ? { minItems: Math.max(f.min ?? 0, f.required ? 1 : 0) } : {}),
        ...(f.max !== undefined ? { maxItems: f.max } : {}),
        description: `ids of ${f.reference ?? 'records'} of the business`,
      };
    default:
      s.type = f.required ? 'string' : ['string', 'null'];
      if (f.min !== undefined) s.minLength = f.min;
      if (f.max !== undefined) s.maxLength = f.max;
      if (f.type === 'email') s.format = 'email';
      if (f.type === 'datetime') s.format = 'date-time';
      if (f.type === 'reference') s.format = 'uuid';
      if (f.type === 'choice' && f.choices) s.enum = [...f.choices, ...(f.required ? [] : [null])];
      if (DIGITS[f.type]) s.description = `digits only (masks are accepted and stripped): ${DIGITS[f.type]}`;
      if (f.readOnly) s.readOnly = true;
      if (f.type === 'richText') s.description = 'HTML, sanitised on the server';
      if (f.secret) s.description = "write-only: answered masked ('••••' + last 4); sending the masked value back keeps the stored one";
      if (f.hashed) s.description = 'made by the server and stored hashed: in clear only in the answer of the write that made it (the create, or its own POST route that makes a new one), null in every other answer';
      return s;
  }
}

/** Nested object schema of a definition's fields; `writable` leaves read-only fields out. */
export function definitionSchema(def: ResourceDefinition, mode: 'record' | 'create' | 'patch'): JsonSchema {
  const root: JsonSchema = { type: 'object', properties: {} };
  for (const [name, field] of Object.entries(def.fields)) {
    if (mode !== 'record' && field.readOnly) continue;
    const keys = name.split('.');
    let cur = root;
    for (const key of keys.slice(0, -1)) {
      const props = cur.properties as Record<string, JsonSchema>;
      cur = props[key] ??= { type: 'object', properties: {} };
    }
    (cur.properties as Record<string, JsonSchema>)[keys[keys.length - 1]] = fieldJsonSchema(field);
    if (mode === 'create' && field.required) ((cur.required ??= []) as string[]).push(keys[keys.length - 1]);
  }
  const props = root.properties as Record<string, JsonSchema>;
  if (mode === 'record') {
    props.id = { type: 'string', format: 'uuid' };
    props.createdAt = { type: 'string', format: 'date-time' };
    props.updatedAt = { type: 'string', format: 'date-time' };
    Object.assign(props, COMPUTED_FIELDS[def.name]?.schema ?? {});
  }
  if (mode === 'patch') props.updatedAt = { type: 'string', format: 'date-time', description: 'when given, must equal the stored value (else 409)' };
  return root;
}

export const paginationSchema = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer' },
    nextPage: { type: ['integer', 'null'] },
    totalPages: { type: 'integer' },
    totalItems: { type: 'integer', description: 'exact without search; with a search, exact up to 10000 and 10000 beyond' },
    totalItemsCurrentPage: { type: 'integer' },
  },
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bilheteria API', version: '0.1.0', description: 'Back-office API. Errors answer {message, code, issues} in pt-BR.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          validator: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'a door device: the validator token of POST /api/validate/session' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
