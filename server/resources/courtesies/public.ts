/**
 * The guest's side (spec 1 section 2.2, /ativar-cortesia?courtesyId=): read a courtesy and
 * redeem it once, without login. The id is the only secret, so failures (unknown, redeemed,
 * cancelled) count against the caller's IP like failed logins (a limit shared by every
 * process, server/auth/limiter.ts), and the contact is masked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { createLimiter, limited, type Limiter } from '../../auth/limiter';
import { isUuid } from '../ids';
import { preferencesOf } from '../../routes/business';
import { ticketQrPayload } from '../../door/ticketQr';

const E = 'server.courtesies.errors.';
/** Failures allowed per IP in 15 minutes: a guest mistyping a link, not someone walking ids. */
export const PUBLIC_COURTESY_MAX_FAILURES = 30;

/** 'maria@exemplo.com' → 'ma***@exemplo.com'; '5511987654321' → '5511*****4321'. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at >= 0) return `${contact.slice(0, Math.min(2, at))}***${contact.slice(at)}`;
  return contact.length > 8 ? `${contact.slice(0, 4)}${'*'.repeat(contact.length - 8)}${contact.slice(-4)}` : '****';
}

const SELECT = `SELECT c.id, c.business_id, c.name, c.contact, c.is_captured, c.canceled_at, ut.code,
    e.id AS event_id, e.title, e.start_at, e.end_at, e.address__city AS city, e.address__state AS state, e.primary_image,
    t.title AS ticket_title, s.name AS sector_name, l.title AS lot_title, b.name AS business_name, b.preferences
  FROM courtesies c
  JOIN user_tickets ut ON ut.id = c.user_ticket_id
  JOIN businesses b ON b.id = c.business_id
  LEFT JOIN events e ON e.id = c.event_id
  LEFT JOIN tickets t ON t.id = c.ticket_id
  LEFT JOIN sectors s ON s.id = t.sector_id
  LEFT JOIN lots l ON l.id = c.lot_id
 WHERE c.id = $1`;

function present(r: Record<string, unknown>) {
  const status = r.canceled_at ? '@CANCELED' : r.is_captured ? '@REDEEMED' : '@AVAILABLE';
  return {
    id: r.id,
    status,
    name: r.name,
    contact: maskContact(String(r.contact)),
    event: { id: r.event_id, title: r.title, startAt: r.start_at, endAt: r.end_at, city: r.city, state: r.state, primaryImage: r.primary_image },
    ticket: { title: r.ticket_title, sectorName: r.sector_name, lotTitle: r.lot_title },
    // The guest's page wears the business's colours.
    business: { name: r.business_name, ...preferencesOf(r as { preferences: Record<string, unknown> | null }) },
    // The code to read out, and the signed payload its QR draws (what the door checks).
    ...(status === '@REDEEMED' ? { code: r.code, qr: ticketQrPayload(String(r.code)) } : {}),
  };
}

/** Answers that count against the caller: unknown, cancelled, already redeemed. */
const FAILURES = new Set([404, 409, 410]);

/** `onRedeemed(businessId, courtesyId)`: the staff's open tables learn of it (realtime). */
export function registerPublicCourtesyRoutes(
  app: FastifyInstance,
  db: Db,
  onRedeemed: (businessId: string, courtesyId: string) => void = () => undefined,
  limiter: Limiter = createLimiter(db, 'courtesy', PUBLIC_COURTESY_MAX_FAILURES),
): void {
  const tags = ['public'];
  const blocked = () => new ApiError(429, '@TOO_MANY_ATTEMPTS', `${E}tooManyAttempts`);
  /** One attempt of the caller's address; it stays counted when the answer is one of FAILURES. */
  const attempt = <T>(request: FastifyRequest, fn: () => Promise<T>) =>
    limited(limiter, request.ip, blocked, (err) => err instanceof ApiError && FAILURES.has(err.status), fn);
  const load = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const { rows } = isUuid(id) ? await db.query(SELECT, [id]) : { rows: [] };
    if (!rows[0]) throw new ApiError(404, '@NOT_FOUND', `${E}notFound`);
    return rows[0];
  };

  app.get(
    '/api/public/courtesies/:id',
    { schema: { tags, security: [], description: 'A courtesy as its guest sees it (status @AVAILABLE, @REDEEMED or @CANCELED; once redeemed, the ticket code and `qr`, the signed payload its QR code holds)' } },
    (request) => attempt(request, async () => present(await load(request))),
  );

  app.post(
    '/api/public/courtesies/:id/redeem',
    { schema: { tags, security: [], description: 'Redeems the courtesy once: 409 when already redeemed, 410 when cancelled, 404 when unknown' } },
    (request) => attempt(request, async () => {
      const row = await load(request);
      if (row.canceled_at) throw new ApiError(410, '@COURTESY_CANCELED', `${E}canceled`);
      // One conditional write: of two simultaneous redemptions only one succeeds.
      const { rows } = await db.query(
        'UPDATE courtesies SET is_captured = true, captured_at = now(), updated_at = now() WHERE id = $1 AND NOT is_captured AND canceled_at IS NULL RETURNING id',
        [row.id],
      );
      if (!rows[0]) {
        const again = await load(request);
        if (again.canceled_at) throw new ApiError(410, '@COURTESY_CANCELED', `${E}canceled`);
        throw new ApiError(409, '@COURTESY_REDEEMED', `${E}alreadyRedeemed`);
      }
      onRedeemed(String(row.business_id), String(row.id));
      return present({ ...row, is_captured: true });
    }),
  );
}
