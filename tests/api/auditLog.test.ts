/** The history store (migration 019, server/audit/record.ts): masked secrets, diffs, append-only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChange, SECRET_MASK } from '../../server/audit/record';
import { bearerOf, login, setup, USERS, type TestContext } from './helper';

let ctx: TestContext;
let businessId: string;
let userId: string;

beforeAll(async () => {
  ctx = await setup();
  const { rows } = await ctx.db.query<{ business_id: string; user_id: string }>(
    `SELECT c.business_id, c.user_id FROM collaborators c JOIN users u ON u.id = c.user_id WHERE u.email = 'admin@demo.com.br'`,
  );
  businessId = rows[0].business_id;
  userId = rows[0].user_id;
});
afterAll(() => ctx.close());

const rowsOf = async (recordId: string) =>
  (await ctx.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; changed: string[]; actor_id: string }>(
    'SELECT action, before, after, changed, actor_id FROM audit_log WHERE record_id = $1 ORDER BY id',
    [recordId],
  )).rows;

describe('audit log', () => {
  it('keeps a create whole, an update as the changed fields only, secrets masked on both', async () => {
    const base = { businessId, actorId: userId, resource: 'paymentAccounts', recordId: 'acc-1', secrets: ['productionApiSecret'] };
    await recordChange(ctx.db, { ...base, action: '@CREATE', after: { name: 'MP', productionApiSecret: 'APP_USR-123', updatedAt: 'x' } });
    await recordChange(ctx.db, {
      ...base,
      action: '@UPDATE',
      before: { name: 'MP', productionApiSecret: 'APP_USR-123', isActive: true, updatedAt: 'x' },
      after: { name: 'MP', productionApiSecret: 'APP_USR-456', isActive: false, updatedAt: 'y' },
    });
    const rows = await rowsOf('acc-1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: '@CREATE', before: null, after: { name: 'MP', productionApiSecret: SECRET_MASK }, changed: ['name', 'productionApiSecret'], actor_id: userId });
    expect(rows[1]).toMatchObject({ action: '@UPDATE', before: { isActive: true, productionApiSecret: SECRET_MASK }, after: { isActive: false, productionApiSecret: SECRET_MASK }, changed: ['isActive', 'productionApiSecret'] });
    expect(JSON.stringify(rows)).not.toContain('APP_USR');
  });

  it('writes nothing for an update that changed nothing', async () => {
    await recordChange(ctx.db, { businessId, actorId: userId, resource: 'events', recordId: 'ev-1', action: '@UPDATE', before: { title: 'A', updatedAt: '1' }, after: { title: 'A', updatedAt: '2' } });
    expect(await rowsOf('ev-1')).toHaveLength(0);
  });

  it('refuses to edit, delete or truncate history', async () => {
    await recordChange(ctx.db, { businessId, actorId: null, resource: 'events', recordId: 'ev-2', action: '@DELETE', before: { title: 'B' } });
    await expect(ctx.db.query(`UPDATE audit_log SET after = '{}' WHERE record_id = 'ev-2'`)).rejects.toThrow(/append-only/);
    await expect(ctx.db.query(`DELETE FROM audit_log WHERE record_id = 'ev-2'`)).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await rowsOf('ev-2')).toHaveLength(1);
  });
});

describe('the history of a generic write', () => {
  const api = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
    const { accessToken } = await login(ctx.app, USERS.admin);
    return ctx.app.inject({ method, url, headers: bearerOf(accessToken), payload: payload as Record<string, unknown> });
  };

  it('is written by the write itself: the record as answered, then the fields an edit changed, none for a refused or empty edit', async () => {
    const created = await api('POST', '/api/artists', { name: 'Banda do Histórico' });
    expect(created.statusCode, created.body).toBe(201);
    const artist = created.json() as { id: string; name: string; image: null; createdAt: string; updatedAt: string };
    const [made] = await rowsOf(artist.id);
    expect(made).toEqual({
      action: '@CREATE',
      before: null,
      after: { name: 'Banda do Histórico', image: null, createdAt: artist.createdAt, updatedAt: artist.updatedAt },
      changed: ['image', 'name'],
      actor_id: userId,
    });

    const renamed = await api('PATCH', `/api/artists/${artist.id}`, { name: 'Banda Renomeada', updatedAt: artist.updatedAt });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // An edit built on the old stamp is refused and leaves no row; one that changes nothing leaves none either.
    expect((await api('PATCH', `/api/artists/${artist.id}`, { name: 'Outra', updatedAt: artist.updatedAt })).statusCode).toBe(409);
    expect((await api('PATCH', `/api/artists/${artist.id}`, { name: 'Banda Renomeada' })).statusCode).toBe(200);
    const rows = await rowsOf(artist.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ action: '@UPDATE', before: { name: 'Banda do Histórico' }, after: { name: 'Banda Renomeada' }, changed: ['name'], actor_id: userId });
    const [{ name }] = (await ctx.db.query<{ name: string }>('SELECT name FROM artists WHERE id = $1', [artist.id])).rows;
    expect(name).toBe('Banda Renomeada');
  });

  it('names references in lower case, as they are stored, whatever case they were sent in, and never a credential', async () => {
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 ORDER BY id LIMIT 2', [businessId]);
    const created = await api('POST', '/api/validators', { name: 'Portão do Histórico', eventIds: rows.map((r) => r.id.toUpperCase()) });
    expect(created.statusCode, created.body).toBe(201);
    const validator = created.json() as { id: string; eventIds: string[]; accessCode: string };
    expect(validator.eventIds).toEqual(rows.map((r) => r.id));
    const [made] = await rowsOf(validator.id);
    expect(made.after).toMatchObject({ name: 'Portão do Histórico', eventIds: rows.map((r) => r.id), isActive: true, accessCode: null });
    expect(JSON.stringify(made)).not.toContain(validator.accessCode);
    // An edit that sends the same ids in capitals changed nothing.
    const same = await api('PATCH', `/api/validators/${validator.id}`, { eventIds: rows.map((r) => r.id.toUpperCase()) });
    expect(same.statusCode, same.body).toBe(200);
    expect(await rowsOf(validator.id)).toHaveLength(1);
  });
});

describe('the history table', () => {
  it('keeps no planner statistics of the columns no query filters on (each analysis of the fastest-growing table computed them)', async () => {
    const { rows } = await ctx.db.query<{ attname: string; target: number }>(
      `SELECT attname, attstattarget::int AS target FROM pg_attribute WHERE attrelid = 'audit_log'::regclass AND attname IN ('before', 'after', 'changed', 'record_id') ORDER BY attname`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.attname, r.target]))).toMatchObject({ after: 0, before: 0, changed: 0 });
    expect(rows.find((r) => r.attname === 'record_id')?.target).not.toBe(0);
  });
});
