/**
 * Password reset tokens: JWTs signed with the same key and algorithm as the session tokens but of
 * their own purpose (typ 'reset'), so neither kind is taken for the other. Each lives 30 minutes
 * and works once: its jti is a row of `password_resets`, marked when used.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/types';
import { ApiError } from '../errors';

export const RESET_TTL_SECONDS = 30 * 60;

/** Expired, used, forged or not a reset token: the page offers to ask for a new link. */
export const resetLinkInvalid = () => new ApiError(401, '@RESET_LINK_INVALID', 'server.errors.resetLinkInvalid');

export interface ResetClaims {
  jti: string;
  userId: string;
}

export interface ResetTokens {
  /** A new link's token for the user, recorded in `password_resets`. */
  issue(db: Db, userId: string): Promise<string>;
  /** The token's claims when it is a reset token signed here and not expired; else `resetLinkInvalid`. */
  read(token: string): Promise<ResetClaims>;
  /** Spends the link inside the caller's transaction (once, within its 30 minutes); else `resetLinkInvalid`. */
  spend(tx: Db, claims: ResetClaims): Promise<void>;
}

export function createResetTokens(secretText: string): ResetTokens {
  const secret = new TextEncoder().encode(secretText);

  async function issue(db: Db, userId: string): Promise<string> {
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + RESET_TTL_SECONDS;
    // Links past their time are of no use to anyone: cleared as new ones are made.
    await db.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
    await db.query('INSERT INTO password_resets (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))', [jti, userId, exp]);
    return new SignJWT({ typ: 'reset' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);
  }

  async function read(token: string): Promise<ResetClaims> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'jti', 'sub'] });
      if (payload.typ !== 'reset') throw new Error('not a reset token');
      return { jti: payload.jti!, userId: payload.sub! };
    } catch {
      throw resetLinkInvalid();
    }
  }

  async function spend(tx: Db, { jti, userId }: ResetClaims): Promise<void> {
    const { rows } = await tx.query(
      `UPDATE password_resets SET used_at = now()
        WHERE jti = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING jti`,
      [jti, userId],
    );
    if (!rows[0]) throw resetLinkInvalid();
  }

  return { issue, read, spend };
}
