/**
 * The logged user's profile in the business of their token: what GET /api/profile answers, and
 * what a refresh brings along when the page asks for it (a reload gets both in one round trip).
 */
import type { Db } from '../db/types';
import { preferencesOf } from '../routes/business';

export interface ProfileAnswer {
  id: unknown;
  email: unknown;
  firstName: string;
  lastName: string;
  fullName: string;
  profileImage: unknown;
  role: { id: unknown; name: unknown; permissions: unknown } | null;
  businesses: { id: string; name: string }[];
  business: { id: unknown; name: unknown; isTicketOffice: unknown; modules: unknown; preferences: ReturnType<typeof preferencesOf> };
}

/** null when the user no longer works for the business. */
export async function readProfile(db: Db, userId: string, businessId: string): Promise<ProfileAnswer | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.profile_image,
            r.id AS role_id, r.name AS role_name, r.permissions,
            b.id AS business_id, b.name AS business_name, b.is_ticket_office, b.modules, b.preferences
       FROM users u
       JOIN collaborators c ON c.user_id = u.id AND c.business_id = $2
       LEFT JOIN roles r ON r.id = c.role_id
       JOIN businesses b ON b.id = c.business_id
      WHERE u.id = $1`,
    [userId, businessId],
  );
  const r = rows[0];
  if (!r) return null;
  // The businesses the user may switch to (user menu), by name.
  const { rows: businesses } = await db.query<{ id: string; name: string }>(
    'SELECT b.id, b.name FROM collaborators c JOIN businesses b ON b.id = c.business_id WHERE c.user_id = $1 ORDER BY lower(b.name), b.id',
    [userId],
  );
  const firstName = String(r.first_name ?? '');
  const lastName = String(r.last_name ?? '');
  return {
    id: r.id,
    email: r.email,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    profileImage: r.profile_image ?? null,
    // No role ("Sem cargo"): no permission code.
    role: r.role_id ? { id: r.role_id, name: r.role_name, permissions: r.permissions } : null,
    businesses,
    // The colours and logo too: a reload's first render wears them, where they used to come with a
    // call of their own once the admin was drawn, and the whole admin was drawn again in them.
    business: {
      id: r.business_id,
      name: r.business_name,
      isTicketOffice: r.is_ticket_office,
      modules: r.modules,
      preferences: preferencesOf({ preferences: r.preferences as Record<string, unknown> | null }),
    },
  };
}
