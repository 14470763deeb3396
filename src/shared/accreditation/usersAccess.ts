/**
 * Who may do what with an accreditation's users (spec 2 section 6; docs/accreditation.md): read
 * with any accreditation code, add and re-send the password e-mail with .CREATE (or .MANAGE),
 * activate and deactivate with .MANAGE. The server's guards, the permission matrix and the
 * users page decide with this object through canAccessResource.
 */
import type { ModuleCode, ResourceAction } from '../permissions';
import { ACCREDITATION_MANAGE, ACCREDITATION_USER_CREATE, ACCREDITATION_VIEW } from '../resources/accreditations/codes';

export const accreditationUserAccess: {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
} = {
  modules: ['@M_ACCREDITATION'],
  ticketOfficeOnly: true,
  permissions: { list: ACCREDITATION_VIEW, show: ACCREDITATION_VIEW, create: ACCREDITATION_USER_CREATE, edit: ACCREDITATION_MANAGE },
};

/** The accreditation user's password link lives 7 days and works once. */
export const ACCREDITATION_PASSWORD_LINK_DAYS = 7;
/** An accreditation area session lasts 12 hours (a working day at the entrance). */
export const ACCREDITATION_SESSION_HOURS = 12;
/** The browser's flag (no secret) that an accreditation session exists: the spec's "fixed key". */
export const ACCREDITATION_SESSION_FLAG = 'bilheteria.accreditation';
