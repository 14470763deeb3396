/**
 * A validator's access code: 16 characters of the look-alike-free alphabet (80 bits), shown in
 * groups of four (ABCD-EFGH-JKLM-NPQR) so staff can read it out and a door device can type it.
 * The server stores its SHA-256 only (FieldDefinition.hashed): 80 bits keep an offline search of
 * a leaked digest out of reach, and the login's limiter keeps guessing online out of reach too.
 */
import { randomCode } from '../affiliates/code';

export const ACCESS_CODE_LENGTH = 16;

export const newAccessCode = () => randomCode(ACCESS_CODE_LENGTH);

/** What was typed, as stored: capitals, without the dashes and spaces of the groups. */
export const normalizeAccessCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** 'ABCDEFGHJKLMNPQR' -> 'ABCD-EFGH-JKLM-NPQR'. */
export const formatAccessCode = (code: string): string => normalizeAccessCode(code).replace(/(.{4})(?=.)/g, '$1-');
