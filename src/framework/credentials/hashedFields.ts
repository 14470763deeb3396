/** The hashed credentials of a definition (FieldDefinition.hashed), and how one reads out loud. */
import type { ResourceDefinition } from '../../shared/definition';

export const hashedFields = (def: ResourceDefinition): string[] => Object.keys(def.fields).filter((f) => def.fields[f].hashed);

/** In groups of four, as staff read and type it: 'ABCD-EFGH-JKLM-NPQR'. */
export const groupsOfFour = (value: string) => value.replace(/(.{4})(?=.)/g, '$1-');
