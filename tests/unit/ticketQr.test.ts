import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyringOf } from '../../server/secrets/keyring';
import { ticketQrPayload, verifyTicketQr } from '../../server/door/ticketQr';

const key = () => randomBytes(32);

describe('ticket QR payload', () => {
  const ring = keyringOf([key()]);

  it('signs the code and reads it back', () => {
    const payload = ticketQrPayload('0A1B2C3D4E5F6071', ring);
    expect(payload).toMatch(/^0A1B2C3D4E5F6071\.[A-Za-z0-9_-]{16}$/);
    expect(verifyTicketQr(payload, ring)).toBe('0A1B2C3D4E5F6071');
  });

  it('refuses an altered code, an altered signature, a bare code and another key', () => {
    const payload = ticketQrPayload('0A1B2C3D4E5F6071', ring);
    const [code, sig] = payload.split('.');
    expect(verifyTicketQr(`0A1B2C3D4E5F6072.${sig}`, ring)).toBeNull();
    expect(verifyTicketQr(`${code}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, ring)).toBeNull();
    expect(verifyTicketQr(code, ring)).toBeNull();
    expect(verifyTicketQr(payload, keyringOf([key()]))).toBeNull();
  });

  it('keeps printed codes valid after a key rotation while the old key is listed', () => {
    const old = key();
    const payload = ticketQrPayload('ABCDEF0123456789', keyringOf([old]));
    expect(verifyTicketQr(payload, keyringOf([key(), old]))).toBe('ABCDEF0123456789');
  });
});
