/**
 * The rules of the people forms, run by the browser under the fields and by the server on the
 * request (spec 2 section 5). Each answers the catalogue key of what is wrong, or null.
 */
import { emailError } from '../passwordRules';
import { isPermissionCode } from './permissionCatalogue';

/** Invites live a week: long enough for a weekend, short enough that a forgotten link dies. */
export const INVITE_TTL_DAYS = 7;
export const ROLE_NAME_MAX = 60;
export const ROLES_PAGE_LIMIT = 50;
export const ROLES_PICKER_LIMIT = 100;

export const inviteEmailError = (email: unknown): string | null => (emailError(email) ? 'validation.email' : null);

export function roleIdError(roleId: unknown): string | null {
  if (typeof roleId !== 'string' || !roleId.trim()) return 'people.errors.roleRequired';
  return null;
}

export function roleNameError(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return 'validation.required';
  if (name.trim().length > ROLE_NAME_MAX) return 'validation.maxLength';
  return null;
}

export function rolePermissionsError(permissions: unknown): string | null {
  if (!Array.isArray(permissions)) return 'validation.invalid';
  if (!permissions.every(isPermissionCode)) return 'validation.choice';
  return null;
}

export function personNameError(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return 'validation.required';
  if (name.trim().length > 80) return 'validation.maxLength';
  return null;
}
