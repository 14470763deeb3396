/**
 * Every message of the shared schema is a catalogue key (issue 10 item 10): each definition's
 * each writable field, given null and values of every wrong JSON type, in the API's mode and
 * the forms' mode, answers keys of src/i18n/pt-BR.json, never one of yup's English defaults.
 */
import { describe, expect, it } from 'vitest';
import ptBR from '../../src/i18n/pt-BR.json';
import { flatten, type Catalogue } from '../../src/shared/catalogue';
import { setPath } from '../../src/shared/definition';
import { RESOURCES } from '../../src/shared/resources/registry';
import { validate, type SchemaMode } from '../../src/shared/schema';
import { SECTION_FIELDS, type PaymentSection } from '../../src/shared/resources/events/payments';
import { validateSection } from '../../src/shared/resources/events/paymentsValidation';
import { events } from '../../src/shared/resources/events/definition';

const keys = flatten(ptBR as Catalogue);
const ENGLISH = /cannot be null|must be a|is a required field|is invalid|must be one of|must be at|must match|field must|must be defined|must have/i;
const VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, '', '   ', 'texto', '12', 'true', '1', [], [1, 2], {}, { a: 1 }, 'x'.repeat(5000)];
const MODES: SchemaMode[] = ['api', 'form'];

/** The messages that are not catalogue keys, as 'resource field=value (mode): message'. */
function strays(label: string, issues: { field: string; message: string }[]): string[] {
  return issues.filter((i) => !(i.message in keys) || ENGLISH.test(i.message)).map((i) => `${label}: ${i.field} ${i.message}`);
}

describe('shared schema messages', () => {
  it('every field of every definition, given null or a wrong type, answers catalogue keys', async () => {
    const found: string[] = [];
    for (const def of RESOURCES) {
      const writable = Object.entries(def.fields).filter(([, f]) => !f.readOnly);
      for (const [name] of writable) {
        // The field itself, and (for a nested one) its group given a scalar.
        const groups = name.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'));
        for (const target of [name, ...groups]) {
          for (const value of VALUES) {
            for (const mode of MODES) {
              const input: Record<string, unknown> = {};
              setPath(input, target, value);
              const result = await validate(def, input, mode);
              if (!result.ok) found.push(...strays(`${def.name} ${target}=${JSON.stringify(value).slice(0, 20)} (${mode})`, result.issues));
            }
          }
        }
      }
      // The whole body of a wrong type (the forms never send one; the API refuses it before the schema).
      for (const value of [null, [], 'texto', 12]) {
        const result = await validate(def, value, 'api');
        if (!result.ok) found.push(...strays(`${def.name} body=${JSON.stringify(value)}`, result.issues));
      }
    }
    expect(found).toEqual([]);
    // Every field of every definition: grows with each resource, and takes seconds on a busy 2-core machine.
  }, 60_000);

  it("the event's payment sections too", async () => {
    const found: string[] = [];
    for (const section of Object.keys(SECTION_FIELDS) as PaymentSection[]) {
      for (const field of SECTION_FIELDS[section]) {
        for (const value of VALUES) {
          const input: Record<string, unknown> = {};
          setPath(input, section === 'posFees' ? field.replace(/^posFees\./, '') : field, value);
          const result = await validateSection(events, section, input);
          if (!result.ok) found.push(...strays(`${section} ${field}=${JSON.stringify(value).slice(0, 20)}`, result.issues));
        }
      }
    }
    expect(found).toEqual([]);
  });
});
