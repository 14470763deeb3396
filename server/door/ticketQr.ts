/**
 * What a ticket's QR code holds: its code and an HMAC of it, `CODE.SIGNATURE`, so the door refuses
 * a forged or mistyped code without reading the database (issue 12, docs/orders.md "The door").
 * The HMAC key is derived (HKDF) from the secrets keyring (SECRETS_KEY or DATA_DIR/secrets-key):
 * every process of a business shares it without a new setting, and after a key rotation the codes
 * already printed stay valid while the old key is still listed.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { activeKeyring } from '../secrets/active';
import type { Keyring, SecretKey } from '../secrets/keyring';

/** 16 base64url characters (96 bits): short enough for a small QR, far beyond guessing. */
const SIGNATURE_LENGTH = 16;
const derived = new WeakMap<SecretKey, Buffer>();

function qrKey(key: SecretKey): Buffer {
  let k = derived.get(key);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), 'ticket-qr', 32));
    derived.set(key, k);
  }
  return k;
}

const signatureOf = (key: SecretKey, code: string) => createHmac('sha256', qrKey(key)).update(code).digest('base64url').slice(0, SIGNATURE_LENGTH);

/** The text of a ticket's QR code (what the order page, the box office and the redemption page draw). */
export function ticketQrPayload(code: string, ring: Keyring = activeKeyring()): string {
  return `${code}.${signatureOf(ring.current, code)}`;
}

/**
 * The ticket code a scanned text carries when its signature is right under any key of the ring;
 * null for a forged, altered or unsigned text. A code typed by hand (no signature) is read by the
 * caller as a plain code, looked up in the database.
 */
export function verifyTicketQr(text: string, ring: Keyring = activeKeyring()): string | null {
  const dot = text.lastIndexOf('.');
  if (dot <= 0) return null;
  const code = text.slice(0, dot);
  const given = Buffer.from(text.slice(dot + 1));
  for (const key of ring.byId.values()) {
    const expected = Buffer.from(signatureOf(key, code));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return code;
  }
  return null;
}
