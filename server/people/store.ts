/**
 * Reads and rules of the people routes (routes.ts): collaborators with their user and role,
 * roles with their holders, and the checks every write makes inside its transaction.
 */
import type { Db } from '../db/types';
import { ApiError, notFound } from '../errors';
import { translatePtBR } from '../../src/shared/catalogue';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);
/** An id that is not a uuid names no record: 404, as another business's record. */
export const checkId = (id: string) => {
  if (!UUID.test(id)) throw notFound();
  return id;
};

export interface CollaboratorRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  role_id: string | null;
  role_name: string | null;
  permissions: string[] | null;
  created_at: Date | string;
}

export const COLLABORATOR_SELECT = `
  SELECT c.id, c.user_id, u.email, u.first_name, u.last_name, u.profile_image,
         r.id AS role_id, r.name AS role_name, r.permissions, c.created_at
    FROM collaborators c JOIN users u ON u.id = c.user_id LEFT JOIN roles r ON r.id = c.role_id`;

/** The spec's collaborator: id, user (email, profile), role (id, name, permissions) or null ("Sem cargo"). */
export function collaboratorOf(r: CollaboratorRow) {
  return {
    id: r.id,
    user: {
      id: r.user_id,
      email: r.email,
      profile: { firstName: r.first_name, lastName: r.last_name, profileImage: r.profile_image },
    },
    role: r.role_id ? { id: r.role_id, name: r.role_name, permissions: r.permissions ?? [] } : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** What the history keeps of a collaborator. */
export const collaboratorAudit = (r: CollaboratorRow) => ({
  userId: r.user_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  roleId: r.role_id,
  roleName: r.role_name,
});

export async function loadCollaborator(db: Db, businessId: string, id: string, lock = false): Promise<CollaboratorRow> {
  const { rows } = await db.query<CollaboratorRow>(
    `${COLLABORATOR_SELECT} WHERE c.business_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [businessId, checkId(id)],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export interface RoleRow {
  id: string;
  name: string;
  permissions: string[];
  holders: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const ROLE_SELECT = `
  SELECT r.id, r.name, r.permissions, r.created_at, r.updated_at,
         (SELECT count(*)::int FROM collaborators c WHERE c.business_id = r.business_id AND c.role_id = r.id) AS holders
    FROM roles r`;

export const roleOf = (r: RoleRow) => ({
  id: r.id,
  name: r.name,
  permissions: r.permissions,
  collaboratorsCount: r.holders,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

export const roleAudit = (r: Pick<RoleRow, 'name' | 'permissions'>) => ({ name: r.name, permissions: r.permissions });

export async function loadRole(db: Db, businessId: string, id: string, lock = false): Promise<RoleRow> {
  const { rows } = await db.query<RoleRow>(`${ROLE_SELECT} WHERE r.business_id = $1 AND r.id = $2${lock ? ' FOR UPDATE OF r' : ''}`, [businessId, checkId(id)]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * People writes of one business run one after the other (the business row is locked for the
 * transaction), so two administrators removing each other at once cannot leave it without one.
 */
export const lockBusiness = (tx: Db, businessId: string) => tx.query('SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE', [businessId]);

/** Collaborators of the business whose role holds @ALL, leaving out one collaborator or every holder of one role. */
export async function allHolders(tx: Db, businessId: string, except: { collaboratorId?: string; roleId?: string }): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM collaborators c JOIN roles r ON r.id = c.role_id
      WHERE c.business_id = $1 AND '@ALL' = ANY (r.permissions)
        AND ($2::uuid IS NULL OR c.id <> $2) AND ($3::uuid IS NULL OR r.id <> $3)`,
    [businessId, except.collaboratorId ?? null, except.roleId ?? null],
  );
  return rows[0]?.n ?? 0;
}

export const lastAdmin = () => new ApiError(409, '@LAST_ADMIN', 'server.people.lastAdmin');

/**
 * No one gives or takes away what they do not hold: a caller without @ALL may only set, on a
 * role or a collaborator, codes they hold themselves, and may not change a role or a person
 * holding a code they lack (otherwise @ROLES.MODIFY would be a way to @ALL).
 */
export function checkWithin(callerPerms: readonly string[], codes: readonly string[] | null | undefined): void {
  if (callerPerms.includes('@ALL')) return;
  if ((codes ?? []).some((c) => !callerPerms.includes(c))) throw new ApiError(403, '@FORBIDDEN', 'server.people.beyondOwn');
}

export const roleInUse = (holders: number) =>
  new ApiError(409, '@ROLE_IN_USE', translatePtBR('server.people.roleInUse', { smart_count: holders }));
