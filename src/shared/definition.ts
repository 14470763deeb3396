/**
 * A resource definition: the one place that describes an entity.
 * Isomorphic (no React, no Node APIs): the client builds its views, data-provider path,
 * menu entry and form validation from it; the server builds its table, routes,
 * request validation and OpenAPI from it. See docs/adding-a-resource.md.
 */
import type { ModuleCode, ResourceAction } from './permissions';

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'richText'
  | 'money' // integer cents
  | 'percent' // integer hundredths of a percent (12,34% = 1234)
  | 'integer'
  | 'boolean'
  | 'choice' // one of `choices` (@CODES)
  | 'datetime' // ISO 8601 in UTC
  | 'image' // URL or data URL
  | 'reference' // id of a record of `reference`
  | 'references' // ids of records of `reference` (a list, stored as uuid[])
  | 'cpf' // 11 digits, stored without mask
  | 'cnpj' // 14 digits, stored without mask
  | 'cpfCnpj' // 11 or 14 digits
  | 'phone' // 10 or 11 digits
  | 'zip'; // 8 digits

export interface FieldDefinition {
  type: FieldType;
  required?: boolean;
  /** Text: length; numbers: value; lists (`references`): how many. */
  min?: number;
  max?: number;
  /** Image fields: the accepted kinds, checked by the file's bytes (default: every image kind). */
  imageTypes?: readonly ('png' | 'jpg' | 'gif' | 'webp' | 'svg')[];
  /** Image fields: the largest file accepted, in MB (default 5, the event images' limit); the server answers `messages.tooLarge`. */
  imageMaxMb?: number;
  choices?: readonly string[];
  reference?: string;
  /** A value, or a function called for each new record on the server (e.g. a generated code). */
  defaultValue?: unknown;
  /**
   * Unique within the business (`true`) or within the parent record of the path (`'parent'`:
   * a coupon code per event); a duplicate answers 409 with `messages.unique` on this field.
   */
  unique?: boolean | 'parent';
  /** Shown in forms but never written by clients (e.g. derived values). */
  readOnly?: boolean;
  /** Write-only (gateway keys): stored, but the API answers it masked, e.g. '••••1234'. */
  secret?: boolean;
  /**
   * A credential the server makes (`defaultValue`, a function) and stores only as its SHA-256
   * digest: answered in clear once, by the write that made it (the create, or
   * `POST {path}/{id}/{field in kebab-case}`, which makes a new one), and never again. Give it
   * enough entropy that the digest cannot be searched offline (80 bits and more).
   */
  hashed?: boolean;
  /** Catalogue key of the text read when the value is empty (default by type: `missingKey`). */
  missing?: string;
  /** Catalogue keys overriding the default message of each rule. */
  messages?: Partial<Record<'required' | 'invalid' | 'min' | 'max' | 'unique' | 'tooLarge', string>>;
}

/**
 * A list query parameter that narrows the list: `?status=@DRAFT` or `?startAt=2026-01-01`.
 * `values` maps the parameter's codes to stored values (status @DRAFT -> isDraft true).
 */
export interface ListFilter {
  field: string;
  op: 'eq' | 'gte' | 'lte';
  values?: Record<string, string | number | boolean>;
}

export interface ListSettings {
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Fields matched (case- and accent-insensitive, contains) by the `search` query parameter. */
  search?: readonly string[];
  /** Query parameters that filter the list, by parameter name. */
  filters?: Record<string, ListFilter>;
  /** Columns of the desktop table, in order. */
  columns: readonly string[];
  /** Mobile card: title line and the lines under it. */
  card: { title: string; lines: readonly string[] };
}

export interface ResourceMessages {
  /** Empty list (defaults to 'app.table.empty', 'Tabela sem dados'). */
  empty?: string;
  created?: string;
  updated?: string;
  deleted?: string;
  createError?: string;
  updateError?: string;
  deleteError?: string;
}

const MESSAGE_KEYS = ['empty', 'created', 'updated', 'deleted', 'createError', 'updateError', 'deleteError'] as const;

/**
 * The messages of a resource at their conventional catalogue keys,
 * `resources.<name>.<message>`: `resourceMessages('coupons')` for all of them, or the listed ones.
 */
export function resourceMessages(name: string, only: readonly (keyof ResourceMessages)[] = MESSAGE_KEYS): ResourceMessages {
  return Object.fromEntries(only.map((key) => [key, `resources.${name}.${key}`]));
}

/** A rule across fields, reported under `field` with a catalogue key (see `rules`). */
export interface RuleIssue {
  field: string;
  message: string;
}

export interface ResourceDefinition {
  /** react-admin resource name, also the i18n key under `resources.` */
  name: string;
  /** API path under /api, with `:param` for parent ids, e.g. '/events/:eventId/sectors'. */
  path: string;
  /**
   * Client route of the standalone pages when the spec gives one other than `/<name>`
   * ('/points-of-sale' for `pointsOfSale`): list, `<route>/create`, `<route>/{id}/edit` and the menu entry.
   */
  route?: string;
  /**
   * Segment of a read page beside the edit page, when the spec gives one (an e-mail template's
   * `{id}/view`): rows open it, and it offers the edit. Without it only a read-only resource
   * (`show` without `edit`) has a read page, at `{id}/show`.
   */
  showSegment?: string;
  /** Database table (defaults to `name` in snake_case). */
  table?: string;
  /** Field name (dots for nested objects: 'representative.email') to its definition. */
  fields: Record<string, FieldDefinition>;
  list: ListSettings;
  /** Codes allowing each action (any of them, @ALL always). A missing action does not exist. */
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
  /**
   * Fields a reader who may not edit the resource gets from GET list/show (what the pickers
   * that read it show); searching is limited to them too. Absent: every reader gets every field.
   */
  pickerFields?: readonly string[];
  modules: readonly ModuleCode[];
  ticketOfficeOnly?: boolean;
  /** Menu entry key in src/menu/menuEntries.ts, when the resource is a menu item. */
  menu?: string;
  /** MUI icon name (see src/layout/icons.tsx). */
  icon: string;
  /** Field shown as the record's title. */
  recordRepresentation: string;
  messages?: ResourceMessages;
  /** Pure transform applied to validated input before it is stored (server side). */
  beforeSave?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Rules across fields ("value is required unless valueType is @NONE"), run after the yup
   * schema on its cast values, by the form's resolver and by the server's validation alike.
   */
  rules?: (values: Record<string, unknown>) => RuleIssue[];
  /**
   * Parent resource of a path parameter, when the path does not say it by its prefix:
   * '/events/:eventId/:optionId/options-items' has `{ optionId: 'options' }`. A parent must
   * exist on create, and deleting it deletes these children in the same transaction.
   */
  parents?: Record<string, string>;
  /**
   * Records keep an order the staff set by dragging (sectors, tickets, lots): an `index`
   * field (read-only, 0-based among the records of the same parent) is added, new records go
   * last, lists sort by it, and `POST {path}/{id}/ordination {index}` moves one record.
   */
  ordered?: boolean;
}

/** The route segment that makes a new value of a `hashed` field: 'accessCode' -> 'access-code'. */
export const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The order field of an `ordered` definition (spec 1 section 3: "an order index"). */
export const ORDER_FIELD = 'index';

export function defineResource<const D extends ResourceDefinition>(def: D): D {
  if (!def.ordered) return def;
  return { ...def, fields: { ...def.fields, [ORDER_FIELD]: { type: 'integer', readOnly: true } } } as D;
}

/** Where the standalone pages of a definition live: its `route`, else `/<name>`. */
export const routeOf = (def: Pick<ResourceDefinition, 'name' | 'route'>): string => def.route ?? `/${def.name}`;

/**
 * A read-only resource (`show` without `edit`, not nested) reads its records on a generated page;
 * so does one with `show` that names its `showSegment`.
 */
export const hasShowPage = (def: Pick<ResourceDefinition, 'path' | 'permissions' | 'showSegment'>): boolean =>
  Boolean(def.permissions.show && (def.showSegment || !def.permissions.edit)) && pathParams(def.path).length === 0;

/** That page's address: `<route>/{id}/show` (react-admin's show path), or the definition's `showSegment`. */
export const showPathOf = (def: Pick<ResourceDefinition, 'name' | 'route' | 'showSegment'>, id: unknown): string =>
  `${routeOf(def)}/${encodeURIComponent(String(id))}/${def.showSegment ?? 'show'}`;

/** A record's edit page: `<route>/{id}/edit`. */
export const editPathOf = (def: Pick<ResourceDefinition, 'name' | 'route'>, id: unknown): string =>
  `${routeOf(def)}/${encodeURIComponent(String(id))}/edit`;

/** Parent parameters of a path template, in order: '/events/:eventId/sectors' -> ['eventId']. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);

/** Fills a path template; throws when a parameter is missing, so a wrong URL is never called. */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Name of the resource a path parameter points at: `parents[param]`, else the definition whose
 * path is the part before the parameter ('/events/:eventId/sectors' -> the one at '/events').
 */
export function parentName(def: ResourceDefinition, param: string, all: readonly ResourceDefinition[]): string | undefined {
  const explicit = def.parents?.[param];
  if (explicit) return explicit;
  const prefix = def.path.slice(0, def.path.indexOf(`/:${param}`));
  return all.find((d) => d.path === prefix)?.name;
}

export const snakeCase = (name: string) =>
  name.replace(/\./g, '__').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export const tableName = (def: ResourceDefinition) => def.table ?? snakeCase(def.name);

/** Reads a dotted path from a nested object. */
export function getPath(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((acc, key) => (acc == null ? undefined : (acc as Record<string, unknown>)[key]), obj);
}

/** Writes a dotted path into a nested object, creating the objects on the way. */
export function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    if (typeof cur[key] !== 'object' || cur[key] === null) cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1]] = value;
}
