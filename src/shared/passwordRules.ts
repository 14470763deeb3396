/**
 * The rules of the password pages, run by the browser under the fields and by the server on the
 * request, so both say the same thing. Each answers the catalogue key of what is wrong, or null.
 */
import { string } from 'yup';

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt hashes any length; a bound keeps a request from making it hash a megabyte. */
export const PASSWORD_MAX_LENGTH = 128;

const EMAIL = string().email();

export function emailError(email: unknown): string | null {
  if (email === undefined || email === null || (typeof email === 'string' && !email.trim())) return 'validation.required';
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.isValidSync(email.trim())) return 'validation.email';
  return null;
}

export function newPasswordError(password: unknown): string | null {
  if (password === undefined || password === null || password === '') return 'validation.required';
  if (typeof password !== 'string') return 'validation.text';
  if (password.length < PASSWORD_MIN_LENGTH) return 'server.errors.passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'server.errors.passwordTooLong';
  return null;
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return 'validation.required';
  return confirmation === password ? null : 'app.password.mismatch';
}
