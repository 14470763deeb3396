/**
 * Access and refresh tokens (jose, HS256). Access tokens carry the claims of
 * docs/api-contract.md; refresh tokens are recorded in `refresh_tokens` and rotate:
 * each use marks one used and issues the next of the same family; a reused one revokes
 * the whole family (a stolen token stops working for both holders), except within
 * REFRESH_REUSE_GRACE_SECONDS of its first use: two tabs refreshing at once, or a reload
 * that dropped the answer of a refresh, then get a pair of the same family instead of a logout.
 * The family is the session: access tokens carry it as `sid`, and logout revokes it.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
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
  /** The session (refresh family) the token belongs to. */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Verified access tokens remembered per process (about 1 KB each). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Every verify names the one algorithm, the token's type (JOSE `typ` header, RFC 9068's for
 * access tokens) and the claims it needs, `exp` first: a token signed with the real key but
 * missing one of them is not a token of this API.
 */
const ALG = 'HS256';
const KINDS = {
  access: { typ: 'at+jwt', claims: ['exp', 'iat', 'sub', 'bid', 'sid', 'typ'] },
  refresh: { typ: 'rt+jwt', claims: ['exp', 'iat', 'sub', 'bid', 'jti', 'fam', 'typ'] },
} as const;
type Kind = keyof typeof KINDS;

export interface TokenService {
  issuePair(db: Db, userId: string, businessId: string, family?: string): Promise<TokenPair>;
  verifyAccess(token: string): Promise<AccessClaims>;
  rotate(db: Db, refreshToken: string): Promise<TokenPair>;
  /** Logout: revokes the session a refresh token belongs to; an invalid or expired token has none left to end. */
  revoke(db: Db, refreshToken: string): Promise<void>;
  /** Called with the session id (family) each time a session is revoked: its sockets go. */
  onRevoked(listener: (sid: string) => void): void;
  /** Announces sessions revoked elsewhere (a password change ends them all). */
  ended(sids: readonly string[]): void;
}

interface SessionRow {
  user_id: string;
  business_id: string;
  permissions: string[] | null;
  modules: string[];
  is_ticket_office: boolean;
}

/**
 * The user's role in the business as stored now (the token's `perms` are what the client shows;
 * the guard reads the current codes, server/auth/currentAccess.ts). A collaborator without a
 * role ("Sem cargo") holds no code.
 */
async function loadSession(db: Db, userId: string, businessId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT c.user_id, c.business_id, r.permissions, b.modules, b.is_ticket_office
       FROM collaborators c LEFT JOIN roles r ON r.id = c.role_id JOIN businesses b ON b.id = c.business_id
      WHERE c.user_id = $1 AND c.business_id = $2`,
    [userId, businessId],
  );
  return rows[0];
}

export function createTokenService(secretText: string, accessTtlSeconds: number): TokenService {
  const secret = new TextEncoder().encode(secretText);
  const revokedListeners = new Set<(sid: string) => void>();
  const revoked = (sid: string) => revokedListeners.forEach((l) => l(sid));

  const sign = (kind: Kind, claims: JWTPayload, subject: string, exp: number) =>
    new SignJWT({ ...claims, typ: kind })
      .setProtectedHeader({ alg: ALG, typ: KINDS[kind].typ })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);

  /** The payload of a valid token of that kind; throws otherwise. */
  async function verify(kind: Kind, token: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALG],
      typ: KINDS[kind].typ,
      requiredClaims: [...KINDS[kind].claims],
    });
    if (payload.typ !== kind) throw new Error(`not a ${kind} token`);
    return payload;
  }

  const signAccess = (s: SessionRow, sid: string) =>
    sign(
      'access',
      { bid: s.business_id, perms: s.permissions ?? [], mods: s.modules, to: s.is_ticket_office, sid },
      s.user_id,
      Math.floor(Date.now() / 1000) + accessTtlSeconds,
    );

  async function issuePair(db: Db, userId: string, businessId: string, family: string = randomUUID()) {
    const session = await loadSession(db, userId, businessId);
    if (!session) throw unauthorized('server.errors.refreshInvalid');
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + REFRESH_TTL_SECONDS;
    await db.query(
      'INSERT INTO refresh_tokens (jti, family, user_id, business_id, expires_at) VALUES ($1, $2, $3, $4, to_timestamp($5))',
      [jti, family, userId, businessId, exp],
    );
    const refreshToken = await sign('refresh', { bid: businessId, fam: family, jti }, userId, exp);
    return { accessToken: await signAccess(session, family), refreshToken };
  }

  // Access tokens this process verified, by their exact text: a signed token never changes, so
  // its check holds until it expires (jose's HMAC through WebCrypto was a tenth of a list's
  // time). Expiry is checked again on every hit; revocation is the guard's own check (sessionStamps.ts).
  const verified = new Map<string, AccessClaims>();

  async function verifyAccess(token: string): Promise<AccessClaims> {
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > Math.floor(Date.now() / 1000)) return hit; // as jose: valid while exp > now, in seconds
      verified.delete(token);
    }
    let claims: AccessClaims;
    try {
      const payload = await verify('access', token);
      if (typeof payload.sub !== 'string' || typeof payload.bid !== 'string' || typeof payload.sid !== 'string') throw new Error('bad claims');
      claims = Object.freeze({
        sub: payload.sub,
        bid: payload.bid,
        perms: Object.freeze(Array.isArray(payload.perms) ? payload.perms.map(String) : []) as string[],
        mods: Object.freeze(Array.isArray(payload.mods) ? payload.mods.map(String) : []) as string[],
        to: payload.to === true,
        iat: payload.iat!,
        sid: payload.sid,
        exp: payload.exp!,
      });
    } catch {
      throw unauthorized();
    }
    // Bounded: the oldest entry goes first (Map keeps insertion order).
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  /** The refresh token's id and family, or null when it is not a valid refresh token. */
  async function refreshIds(token: string): Promise<{ jti: string; family: string; issuedAt: number } | null> {
    try {
      const payload = await verify('refresh', token);
      if (typeof payload.jti !== 'string' || typeof payload.fam !== 'string') return null;
      return { jti: payload.jti, family: payload.fam, issuedAt: payload.iat! };
    } catch {
      return null;
    }
  }

  async function rotate(db: Db, refreshToken: string) {
    const ids = await refreshIds(refreshToken);
    if (!ids) throw unauthorized('server.errors.refreshInvalid');
    const { jti, family, issuedAt } = ids;
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
    if (!outcome) {
      revoked(family);
      throw unauthorized('server.errors.refreshInvalid');
    }
    return outcome;
  }

  async function revoke(db: Db, refreshToken: string) {
    const ids = await refreshIds(refreshToken);
    if (!ids) return;
    await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL', [ids.family]);
    revoked(ids.family);
  }

  return {
    issuePair,
    verifyAccess,
    rotate,
    revoke,
    onRevoked: (listener) => void revokedListeners.add(listener),
    ended: (sids) => sids.forEach(revoked),
  };
}
