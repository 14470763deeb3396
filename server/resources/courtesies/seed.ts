/**
 * Demo courtesies: two published events of Bilheteria Demo get a few guests in every state
 * (redeemed, not redeemed, cancelled, delivery failed, queued, sent; e-mail and WhatsApp),
 * written with the send's own insert, then moved to their state with plain SQL. Small on
 * purpose: the seed runs once per API test file.
 */
import type { Db } from '../../db/types';
import { insertCourtesies } from './store';
import { courtesyMessage, redeemUrlOf } from '../../delivery/courtesyMessage';

const EVENTS = ['Festival de Forró de Caruaru', 'Noite de Samba na Lapa'];

type State = 'redeemed' | 'available' | 'canceled' | 'failed' | 'queued';
const GUESTS: { type: '@EMAIL' | '@WHATSAPP'; contact: string; name: string | null; state: State }[] = [
  { type: '@EMAIL', contact: 'marina.lopes@exemplo.com.br', name: 'Marina Lopes', state: 'redeemed' },
  { type: '@EMAIL', contact: 'imprensa@jornaldoagreste.com.br', name: 'Jornal do Agreste', state: 'available' },
  { type: '@EMAIL', contact: 'rafael.tavares@exemplo.com.br', name: 'Rafael Tavares', state: 'canceled' },
  { type: '@EMAIL', contact: 'contato@dominio-inexistente.invalid', name: null, state: 'failed' },
  { type: '@EMAIL', contact: 'patrocinio@cervejariaboa.com.br', name: 'Cervejaria Boa — patrocínio', state: 'queued' },
  { type: '@WHATSAPP', contact: '5581998765432', name: 'Joana Albuquerque', state: 'redeemed' },
  { type: '@WHATSAPP', contact: '5581987651234', name: 'Severino Ramos', state: 'available' },
  { type: '@WHATSAPP', contact: '558133224455', name: null, state: 'failed' },
  { type: '@WHATSAPP', contact: '5511991234567', name: 'Beatriz Nogueira', state: 'canceled' },
];

export async function seedCourtesies(tx: Db, businessId: string): Promise<void> {
  // Tests may run with a subset of the definitions: no lots table, no courtesies.
  const { rows: tables } = await tx.query<{ ok: boolean }>(`SELECT to_regclass('lots') IS NOT NULL AND to_regclass('events') IS NOT NULL AS ok`);
  if (!tables[0]?.ok) return;
  const { rows: lots } = await tx.query<{ event_id: string; sector_id: string; ticket_id: string; lot_id: string }>(
    `SELECT DISTINCT ON (e.id) e.id AS event_id, l.sector_id, l.ticket_id, l.id AS lot_id
       FROM events e JOIN lots l ON l.business_id = e.business_id AND l.event_id = e.id
       JOIN tickets t ON t.id = l.ticket_id
      WHERE e.business_id = $1 AND e.title = ANY($2::text[])
      -- The events' 'Cortesia' ticket (guests lot, nothing sold): a sold-out lot must stay exactly sold out.
      ORDER BY e.id, t.category = '@COURTESY' DESC, l.quantity DESC, l.id`,
    [businessId, EVENTS],
  );
  for (const lot of lots) {
    for (const type of ['@EMAIL', '@WHATSAPP'] as const) {
      const guests = GUESTS.filter((g) => g.type === type);
      const scope = { businessId, eventId: lot.event_id, sectorId: lot.sector_id, ticketId: lot.ticket_id, lotId: lot.lot_id, type };
      await insertCourtesies(tx, scope, guests.map((g) => g.contact), guests.map((g) => g.name));
    }
    const by = (state: State) => GUESTS.filter((g) => g.state === state).map((g) => g.contact);
    const where = 'business_id = $1 AND event_id = $2 AND contact = ANY($3::text[])';
    // Everything but the queued ones was tried once: kept in the outbox (no SMTP in a demo), never 'sent'.
    await tx.query(`UPDATE courtesies SET delivery_status = '@OUTBOX', attempts = 1 WHERE ${where}`, [businessId, lot.event_id, GUESTS.filter((g) => g.state !== 'queued').map((g) => g.contact)]);
    await tx.query(`UPDATE courtesies SET is_captured = true, captured_at = now() WHERE ${where}`, [businessId, lot.event_id, by('redeemed')]);
    await tx.query(
      `UPDATE courtesies SET delivery_status = '@FAILED', sent_at = NULL, delivery_error = CASE send_by WHEN '@EMAIL' THEN '550 5.1.1 Recipient address rejected' ELSE 'WhatsApp 400: number not on WhatsApp' END WHERE ${where}`,
      [businessId, lot.event_id, by('failed')],
    );
    const { rows } = await tx.query<{ order_id: string; user_ticket_id: string }>(`UPDATE courtesies SET canceled_at = now() WHERE ${where} RETURNING order_id, user_ticket_id`, [
      businessId,
      lot.event_id,
      by('canceled'),
    ]);
    await tx.query(`UPDATE orders SET status = '@CANCELED' WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.order_id)]);
    await tx.query('UPDATE user_tickets SET canceled_at = now() WHERE id = ANY($1::uuid[])', [rows.map((r) => r.user_ticket_id)]);
    // The outbox rows of what was delivered, with the message the queue would have written.
    const { rows: sent } = await tx.query<Record<string, string | null>>(
      `SELECT c.id, c.send_by, c.contact, c.name, c.delivery_status, c.delivery_error, e.title, e.start_at, t.title AS ticket, l.title AS lot,
              s.name AS sector, b.name AS business, b.domain_client
         FROM courtesies c JOIN events e ON e.id = c.event_id JOIN tickets t ON t.id = c.ticket_id JOIN lots l ON l.id = c.lot_id
         JOIN sectors s ON s.id = t.sector_id JOIN businesses b ON b.id = c.business_id
        WHERE c.business_id = $1 AND c.event_id = $2 AND c.delivery_status <> '@QUEUED'`,
      [businessId, lot.event_id],
    );
    const messages = sent.map((r) =>
      courtesyMessage({ name: r.name, eventTitle: r.title ?? '', eventStartAt: r.start_at, ticketTitle: r.ticket ?? '', lotTitle: r.lot ?? '', sectorName: r.sector ?? '', businessName: r.business ?? '', redeemUrl: redeemUrlOf(r.domain_client, String(r.id)) }),
    );
    await tx.query(
      `INSERT INTO outbox (business_id, channel, recipient, subject, body, status, error, courtesy_id, sent_at)
       SELECT $1, x.channel, x.recipient, CASE WHEN x.channel = '@EMAIL' THEN x.subject END, x.body,
              CASE WHEN x.error IS NULL THEN '@OUTBOX' ELSE '@FAILED' END, x.error, x.id, NULL
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(id, channel, recipient, subject, body, error)`,
      [businessId, sent.map((r) => r.id), sent.map((r) => r.send_by), sent.map((r) => r.contact), messages.map((m) => m.subject), messages.map((m) => m.text), sent.map((r) => r.delivery_error)],
    );
  }
}
