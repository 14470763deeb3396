import type { MenuRule } from '../shared/permissions';
import { routeOf, type ResourceDefinition } from '../shared/definition';

/** One entry of spec 1 section 2.1. `icon` names a MUI icon mapped in src/layout/icons.tsx. */
export interface MenuEntry extends MenuRule {
  /** Identifies the entry; its label is `menu.<key>` unless `label` is given. */
  key: string;
  icon: string;
  /** Catalogue key of the label, for entries that come from a definition. */
  label?: string;
}

const EVENTS = '@M_EVENTS' as const;
const BOOKINGS = '@M_BOOKINGS' as const;
const ACCREDITATION = '@M_ACCREDITATION' as const;

const ACCREDITATION_CODES = ['@ACCREDITATION.USER.CREATE', '@ACCREDITATION.USER.MANAGE', '@ACCREDITATION.USER.VIEW'];
const SELL_CODES = ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT'];
const COLLABORATOR_CODES = ['@COLLABORATORS.CREATE', '@COLLABORATORS.REMOVE', '@COLLABORATORS.VIEW'];
const EVENT_CODES = ['@EVENTS.CREATE', '@EVENTS.LIST', '@EVENTS.MODIFY'];
const ROLE_CODES = ['@ROLES.CREATE', '@ROLES.MODIFY'];

/** The menu in the spec's order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'dashboard', route: '/dashboard', icon: 'Dashboard', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: false, codes: [], always: true },
  { key: 'reports', route: '/reports', icon: 'Assessment', modules: [EVENTS], ticketOfficeOnly: false, codes: [], producer: 'hidden' },
  { key: 'myCompany', route: '/my-company', icon: 'Business', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: [] },
  { key: 'cashier', route: '/cashier', icon: 'PointOfSale', modules: [EVENTS], ticketOfficeOnly: false, codes: SELL_CODES, producer: 'shown' },
  { key: 'events', route: '/events', icon: 'Event', modules: [EVENTS], ticketOfficeOnly: false, codes: EVENT_CODES },
  { key: 'maps', route: '/maps', icon: 'Map', modules: [EVENTS], ticketOfficeOnly: false, codes: [] },
  { key: 'validators', route: '/validators', icon: 'QrCodeScanner', modules: [EVENTS], ticketOfficeOnly: true, codes: ['@EVENTS.LIST', '@EVENTS.MODIFY'] },
  { key: 'bookings', route: '/bookings', icon: 'RoomService', modules: [BOOKINGS], ticketOfficeOnly: false, codes: [], producer: 'hidden' },
  { key: 'schedules', route: '/schedules', icon: 'CalendarMonth', modules: [BOOKINGS], ticketOfficeOnly: false, codes: [], producer: 'hidden' },
  { key: 'accreditations', route: '/accreditations', icon: 'Badge', modules: [ACCREDITATION], ticketOfficeOnly: true, codes: ACCREDITATION_CODES },
  { key: 'pointsOfSale', route: '/points-of-sale', icon: 'Storefront', modules: [EVENTS], ticketOfficeOnly: true, codes: ['@POS.MANAGE'] },
  { key: 'producers', route: '/producers', icon: 'Groups', modules: [EVENTS], ticketOfficeOnly: true, codes: [] },
  { key: 'roles', route: '/roles', icon: 'AdminPanelSettings', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: ROLE_CODES },
  { key: 'collaborators', route: '/collaborators', icon: 'People', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: COLLABORATOR_CODES },
  { key: 'clients', route: '/clients', icon: 'PersonSearch', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: [] },
  { key: 'orders', route: '/orders', icon: 'Receipt', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: [] },
  { key: 'pages', route: '/pages', icon: 'Web', modules: [EVENTS], ticketOfficeOnly: true, codes: [] },
  { key: 'marketing', route: '/marketing', icon: 'Campaign', modules: [EVENTS, BOOKINGS], ticketOfficeOnly: true, codes: [] },
];

/** The entry whose route starts the given path, for guarding custom pages with the same rule. */
export const menuEntryForPath = (path: string) =>
  MENU_ENTRIES.find((e) => path === e.route || path.startsWith(`${e.route}/`));

/**
 * The menu for a set of definitions: the spec's entries, then one entry for each definition
 * that names a menu key the spec does not have. Its label is the resource's plural name, and
 * a role sees it when it may list the resource (the same codes the server's guard checks).
 */
export function menuEntriesFor(resources: readonly ResourceDefinition[]): MenuEntry[] {
  const extra = resources
    .filter((r) => r.menu && !MENU_ENTRIES.some((e) => e.key === r.menu))
    .map((r) => ({
      key: r.menu!,
      route: routeOf(r),
      icon: r.icon,
      label: `resources.${r.name}.name`,
      modules: r.modules,
      ticketOfficeOnly: Boolean(r.ticketOfficeOnly),
      codes: r.permissions.list ?? [],
    }));
  return [...MENU_ENTRIES, ...extra];
}
