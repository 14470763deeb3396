/**
 * The token a door device gets for its validator's access code (POST /api/validate/session):
 * a JWT of its own type (`vt+jwt`), signed with the API's key but never taken for an access
 * token, nor an access token for it (server/auth/tokens.ts checks `typ` both ways). It names the
 * validator, its business and events, and a stamp of its access code, so a new code or a
 * deactivation ends it at the next scan (server/door/checkIn.ts reads the validator's row).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { unauthorized } from '../errors';

/** One shift at the door: a festival's gates can stay open this long. */
export const VALIDATOR_TOKEN_TTL_SECONDS = 12 * 3600;

const ALG = 'HS256';
const TYP = 'vt+jwt';

export interface ValidatorClaims {
  /** The validator's id. */
  sub: string;
  bid: string;
  /** The events it may validate when the token was made (the row is read again at each scan). */
  ev: string[];
  /** The first 16 hex digits of its access code's digest: a new code ends the token. */
  cv: string;
  /** This device's door session: its check-ins carry it, and undo takes back only its own. */
  sid: string;
  exp: number;
}

export interface ValidatorTokens {
  sign(claims: Omit<ValidatorClaims, 'exp' | 'sid'>): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<ValidatorClaims>;
}

export function createValidatorTokens(secretText: string, ttlSeconds = VALIDATOR_TOKEN_TTL_SECONDS): ValidatorTokens {
  const secret = new TextEncoder().encode(secretText);
  return {
    async sign({ sub, bid, ev, cv }) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ bid, ev, cv, sid: randomUUID(), typ: 'validator' })
        .setProtectedHeader({ alg: ALG, typ: TYP })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], typ: TYP, requiredClaims: ['exp', 'sub', 'bid', 'ev', 'cv', 'sid', 'typ'] });
        if (payload.typ !== 'validator' || typeof payload.bid !== 'string' || typeof payload.cv !== 'string' || typeof payload.sid !== 'string' || !Array.isArray(payload.ev)) throw new Error('bad claims');
        return { sub: payload.sub!, bid: payload.bid, ev: payload.ev.map(String), cv: payload.cv, sid: payload.sid, exp: payload.exp! };
      } catch {
        throw unauthorized('server.door.errors.tokenInvalid');
      }
    },
  };
}
