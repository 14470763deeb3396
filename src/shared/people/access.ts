/**
 * Who may do what with collaborators, roles and invites (spec 2 section 6; docs/people.md). The
 * server's guards, the permission matrix and the pages decide with these objects through
 * canAccessResource. Ticket offices only, in events or bookings businesses, like the menu entries.
 *
 * - Collaborators: reading with any collaborator code (@COLLABORATORS.VIEW, .CREATE or .REMOVE);
 *   changing e-mail or role and sending a password reset with @COLLABORATORS.CREATE (who adds
 *   people also sets what they hold); removing a collaborator or their role with
 *   @COLLABORATORS.REMOVE (spec: "@ALL or @COLLABORATORS.REMOVE").
 * - Invites: listed with the collaborators' read codes, sent and revoked with @COLLABORATORS.CREATE.
 * - Roles: listed by role managers and by who sets collaborators' roles (the collaborator form's
 *   picker, limit 100); created with @ROLES.CREATE, changed and deleted with @ROLES.MODIFY.
 * @ALL passes every check.
 */
import type { ModuleCode, ResourceAction } from '../permissions';

interface AccessRule {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
}

const MODULES: readonly ModuleCode[] = ['@M_EVENTS', '@M_BOOKINGS'];
const READ_COLLABORATORS = ['@COLLABORATORS.VIEW', '@COLLABORATORS.CREATE', '@COLLABORATORS.REMOVE'];

export const collaboratorAccess: AccessRule = {
  modules: MODULES,
  ticketOfficeOnly: true,
  permissions: { list: READ_COLLABORATORS, show: READ_COLLABORATORS, edit: ['@COLLABORATORS.CREATE'], delete: ['@COLLABORATORS.REMOVE'] },
};

export const inviteAccess: AccessRule = {
  modules: MODULES,
  ticketOfficeOnly: true,
  permissions: { list: READ_COLLABORATORS, create: ['@COLLABORATORS.CREATE'], delete: ['@COLLABORATORS.CREATE'] },
};

export const roleAccess: AccessRule = {
  modules: MODULES,
  ticketOfficeOnly: true,
  permissions: {
    list: ['@ROLES.CREATE', '@ROLES.MODIFY', '@COLLABORATORS.CREATE'],
    show: ['@ROLES.CREATE', '@ROLES.MODIFY'],
    create: ['@ROLES.CREATE'],
    edit: ['@ROLES.MODIFY'],
    delete: ['@ROLES.MODIFY'],
  },
};
