/**
 * Access and refresh tokens (jose, HS256). Access tokens carry the claims of
 * docs/api-contract.md; refresh tokens are recorded in `refresh_tokens` and rotate:
 * each use marks one used and issues the next of the same family; a reused one revokes
 * the whole family (a stolen token stops working for both holders), except within
 * REFRESH_REUSE_GRACE_SECONDS of its first use: two tabs refreshing at once, or a reload
 * that dropped the answer of a refresh, then get a pair of the same family instead of a logout.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/types';
import { unauthorized } from '../errors';

export interface AccessClaims {
  sub: string;
  bid: string;
  perms: string[];
  mods: string[];
  to: boolean;
  /** Issued at (seconds): compared with the user's "sessions valid after" stamp. */
  iat: number;
}

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface TokenService {
  issuePair(db: Db, userId: string, businessId: string, family?: string): Promise<{ accessToken: string; refreshToken: string }>;
  verifyAccess(token: string): Promise<AccessClaims>;
  rotate(db: Db, refreshToken: string): Promise<{ accessToken: string; refreshToken: string }>;
}

interface SessionRow {
  user_id: string;
  business_id: string;
  permissions: string[];
  modules: string[];
  is_ticket_office: boolean;
}

/** The user's role in the business as stored now: permission changes apply at the next refresh. */
async function loadSession(db: Db, userId: string, businessId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT c.user_id, c.business_id, r.permissions, b.modules, b.is_ticket_office
       FROM collaborators c JOIN roles r ON r.id = c.role_id JOIN businesses b ON b.id = c.business_id
      WHERE c.user_id = $1 AND c.business_id = $2`,
    [userId, businessId],
  );
  return rows[0];
}

export function createTokenService(secretText: string, accessTtlSeconds: number): TokenService {
  const secret = new TextEncoder().encode(secretText);

  async function signAccess(s: SessionRow): Promise<string> {
    return new SignJWT({ bid: s.business_id, perms: s.permissions, mods: s.modules, to: s.is_ticket_office, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(s.user_id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + accessTtlSeconds)
      .sign(secret);
  }

  async function issuePair(db: Db, userId: string, businessId: string, family: string = randomUUID()) {
    const session = await loadSession(db, userId, businessId);
    if (!session) throw unauthorized('server.errors.refreshInvalid');
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + REFRESH_TTL_SECONDS;
    await db.query(
      'INSERT INTO refresh_tokens (jti, family, user_id, business_id, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5))',
      [jti, family, userId, businessId, exp],
    );
    const refreshToken = await new SignJWT({ bid: businessId, fam: family, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);
    return { accessToken: await signAccess(session), refreshToken };
  }

  async function verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.bid !== 'string') throw new Error('not an access token');
      return {
        sub: payload.sub,
        bid: payload.bid,
        perms: Array.isArray(payload.perms) ? payload.perms.map(String) : [],
        mods: Array.isArray(payload.mods) ? payload.mods.map(String) : [],
        to: payload.to === true,
        iat: typeof payload.iat === 'number' ? payload.iat : 0,
      };
    } catch {
      throw unauthorized();
    }
  }

  async function rotate(db: Db, refreshToken: string) {
    let jti: string;
    let family: string;
    let issuedAt: number;
    try {
      const { payload } = await jwtVerify(refreshToken, secret, { algorithms: ['HS256'] });
      if (payload.typ !== 'refresh' || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') throw new Error('not a refresh token');
      jti = payload.jti;
      family = payload.fam;
      issuedAt = typeof payload.iat === 'number' ? payload.iat : 0;
    } catch {
      throw unauthorized('server.errors.refreshInvalid');
    }
    const outcome = await db.transaction(async (tx) => {
      // A token used moments ago is still honoured (see above); the first use keeps its time.
      // One issued before the user's last password change is not (sessionStamps.ts).
      const claimed = await tx.query<{ user_id: string; business_id: string }>(
        `UPDATE refresh_tokens SET used_at = coalesce(used_at, now())
          WHERE jti = $1 AND revoked_at IS NULL AND expires_at > now()
            AND (used_at IS NULL OR used_at > now() - make_interval(secs => $2))
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = refresh_tokens.user_id AND u.sessions_valid_after > to_timestamp($3))
        RETURNING user_id, business_id`,
        [jti, REFRESH_REUSE_GRACE_SECONDS, issuedAt],
      );
      const row = claimed.rows[0];
      if (!row) {
        await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL', [family]);
        return null;
      }
      return issuePair(tx, row.user_id, row.business_id, family);
    });
    if (!outcome) throw unauthorized('server.errors.refreshInvalid');
    return outcome;
  }

  return { issuePair, verifyAccess, rotate };
}
