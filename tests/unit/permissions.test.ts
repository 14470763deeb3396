import { describe, expect, it } from 'vitest';
import { canAccessResource, hasPermission, isMenuEntryVisible, type AccessContext } from '../../src/shared/permissions';
import { MENU_ENTRIES, menuEntriesFor } from '../../src/menu/menuEntries';
import { defineResource } from '../../src/shared/definition';
import { producers } from '../../src/shared/resources/producers/definition';

const ALL_MODULES = ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'];
const demo = (permissions: string[]): AccessContext => ({ permissions, modules: ALL_MODULES, isTicketOffice: true });
const visibleRoutes = (ctx: AccessContext) => MENU_ENTRIES.filter((e) => isMenuEntryVisible(e, ctx)).map((e) => e.route);

describe('menu visibility (spec 1 section 6)', () => {
  it('shows every entry to @ALL in a ticket office with every module', () => {
    expect(visibleRoutes(demo(['@ALL']))).toHaveLength(18);
  });

  it('shows a producer the non ticket-office entries, cashier included, without reports, bookings and schedules', () => {
    expect(visibleRoutes(demo(['@PRODUCER']))).toEqual(['/dashboard', '/cashier', '/events', '/maps']);
  });

  it('shows a cashier only the dashboard and the cashier', () => {
    expect(visibleRoutes(demo(['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL']))).toEqual(['/dashboard', '/cashier']);
  });

  it('maps event codes to events, and each other code to its entry', () => {
    // The door belongs to the events area: event staff see its validators too (docs/decisions.md, "Validators").
    expect(visibleRoutes(demo(['@EVENTS.LIST']))).toEqual(['/dashboard', '/events', '/validators']);
    expect(visibleRoutes(demo(['@POS.MANAGE']))).toEqual(['/dashboard', '/points-of-sale']);
    expect(visibleRoutes(demo(['@ROLES.MODIFY']))).toEqual(['/dashboard', '/roles']);
    expect(visibleRoutes(demo(['@COLLABORATORS.VIEW']))).toEqual(['/dashboard', '/collaborators']);
    expect(visibleRoutes(demo(['@ACCREDITATION.USER.VIEW']))).toEqual(['/dashboard', '/accreditations']);
    expect(visibleRoutes(demo(['@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT']))).toEqual(['/dashboard', '/cashier']);
  });

  it('hides ticket-office entries from a business that is not a ticket office, and entries of modules it lacks', () => {
    const outra = { permissions: ['@ALL'], modules: ['@M_EVENTS'], isTicketOffice: false };
    expect(visibleRoutes(outra)).toEqual(['/dashboard', '/reports', '/cashier', '/events', '/maps']);
    const bookingsOnly = { permissions: ['@ALL'], modules: ['@M_BOOKINGS'], isTicketOffice: false };
    expect(visibleRoutes(bookingsOnly)).toEqual(['/dashboard', '/bookings', '/schedules']);
  });

  it('always shows the dashboard, even with no permission at all', () => {
    expect(visibleRoutes(demo([]))).toEqual(['/dashboard']);
  });
});

describe('resource access', () => {
  it('lets @ALL do everything a definition offers, and nothing it does not', () => {
    const ctx = demo(['@ALL']);
    expect(canAccessResource(producers, 'create', ctx)).toBe(true);
    expect(canAccessResource(producers, 'delete', ctx)).toBe(false);
  });

  it('lets event staff read producers (for the event picker) but not create them', () => {
    const ctx = demo(['@EVENTS.MODIFY']);
    expect(canAccessResource(producers, 'list', ctx)).toBe(true);
    expect(canAccessResource(producers, 'create', ctx)).toBe(false);
    expect(canAccessResource(producers, 'list', demo(['@CAN.SELL']))).toBe(false);
  });

  it('refuses a ticket-office resource to a business that is not a ticket office', () => {
    expect(canAccessResource(producers, 'list', { permissions: ['@ALL'], modules: ['@M_EVENTS'], isTicketOffice: false })).toBe(false);
  });

  it('treats an empty code list as any signed-in user, and @ALL as every code', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission(['@ALL'], ['@POS.MANAGE'])).toBe(true);
    expect(hasPermission(['@EVENTS.LIST'], ['@POS.MANAGE'])).toBe(false);
  });
});

describe('menu entries from definitions', () => {
  const pos = defineResource({
    name: 'devices', path: '/devices', icon: 'Devices', menu: 'devices', modules: ['@M_EVENTS'], ticketOfficeOnly: true,
    recordRepresentation: 'name', permissions: { list: ['@POS.MANAGE'] }, fields: { name: { type: 'text' } },
    list: { perPage: 10, sort: { field: 'name', order: 'ASC' }, columns: ['name'], card: { title: 'name', lines: [] } },
  });

  it("keeps the spec's entry for a definition that names one, and adds one for a new menu key", () => {
    const entries = menuEntriesFor([producers, pos]);
    expect(entries.filter((e) => e.route === '/producers')).toHaveLength(1);
    expect(entries.at(-1)).toMatchObject({ key: 'devices', route: '/devices', label: 'resources.devices.name', codes: ['@POS.MANAGE'] });
  });

  it('shows the new entry by the same rules: its list codes, modules and ticket-office flag', () => {
    const routes = (ctx: AccessContext) => menuEntriesFor([pos]).filter((e) => isMenuEntryVisible(e, ctx)).map((e) => e.route);
    expect(routes(demo(['@POS.MANAGE']))).toEqual(['/dashboard', '/points-of-sale', '/devices']);
    expect(routes(demo(['@EVENTS.LIST']))).not.toContain('/devices');
    expect(routes({ permissions: ['@ALL'], modules: ['@M_EVENTS'], isTicketOffice: false })).not.toContain('/devices');
  });
});
