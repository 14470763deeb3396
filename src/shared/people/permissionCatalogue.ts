/**
 * The permission codes a role may hold, grouped by area, each with its catalogue key
 * (`people.permissions.<KEY>`, the pt-BR description). GET /api/roles/permissions answers this
 * list translated; the role form's picker and the collaborator cards' tooltip read the same keys.
 */
import { PERMISSION_CODES, type PermissionCode } from '../permissions';

export interface PermissionGroup {
  /** Catalogue key of the area: `people.areas.<area>`. */
  area: string;
  codes: readonly PermissionCode[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { area: 'general', codes: ['@ALL', '@PRODUCER'] },
  { area: 'events', codes: ['@EVENTS.LIST', '@EVENTS.CREATE', '@EVENTS.MODIFY'] },
  { area: 'selling', codes: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT'] },
  { area: 'pointsOfSale', codes: ['@POS.MANAGE'] },
  { area: 'accreditation', codes: ['@ACCREDITATION.USER.VIEW', '@ACCREDITATION.USER.CREATE', '@ACCREDITATION.USER.MANAGE'] },
  { area: 'collaborators', codes: ['@COLLABORATORS.VIEW', '@COLLABORATORS.CREATE', '@COLLABORATORS.REMOVE'] },
  { area: 'roles', codes: ['@ROLES.CREATE', '@ROLES.MODIFY'] },
];

/** '@CAN.APPLY.DISCOUNT.ON.SELL' -> 'people.permissions.CAN_APPLY_DISCOUNT_ON_SELL'. */
export const permissionKey = (code: string) => `people.permissions.${code.replace(/^@/, '').replace(/\./g, '_')}`;
export const areaKey = (area: string) => `people.areas.${area}`;

export const isPermissionCode = (code: unknown): code is PermissionCode =>
  typeof code === 'string' && (PERMISSION_CODES as readonly string[]).includes(code);
