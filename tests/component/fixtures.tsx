/** Shared setups of the component tests: producers, users of the demo business, an App harness. */
import type { ReactNode } from 'react';
import { TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { canAccessResource, canOpenPage, isMenuEntryVisible, type AccessContext, type ResourceAction } from '../../src/shared/permissions';
import { MENU_ENTRIES, menuEntriesFor } from '../../src/menu/menuEntries';
import { RESOURCES } from '../../src/shared/resources/registry';
import { App, createQueryClient } from '../../src/App';

export const ALL_MODULES = ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'];

/** The demo users of the seed, as access contexts. */
export const USERS: Record<string, AccessContext> = {
  admin: { permissions: ['@ALL'], modules: ALL_MODULES, isTicketOffice: true },
  produtor: { permissions: ['@PRODUCER'], modules: ALL_MODULES, isTicketOffice: true },
  caixa: { permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'], modules: ALL_MODULES, isTicketOffice: true },
  eventos: { permissions: ['@EVENTS.CREATE', '@EVENTS.LIST', '@EVENTS.MODIFY'], modules: ALL_MODULES, isTicketOffice: true },
  adminNotTicketOffice: { permissions: ['@ALL'], modules: ['@M_EVENTS'], isTicketOffice: false },
};

/** An auth provider for a logged user with the given access, deciding like the real one. */
export function fakeAuthProvider(ctx: AccessContext, overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => '/auth/login',
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'u1', fullName: 'Ana Admin' }),
    getPermissions: async () => ctx,
    canAccess: async ({ action, resource }) => {
      const def = RESOURCES.find((r) => r.name === resource);
      if (def && action === 'delete') return canAccessResource(def, 'delete', ctx);
      if (def) return canOpenPage(def, action as ResourceAction, ctx, menuEntriesFor(RESOURCES).find((e) => e.key === def.menu));
      const entry = MENU_ENTRIES.find((e) => e.key === resource);
      return entry ? isMenuEntryVisible(entry, ctx) : false;
    },
    ...overrides,
  };
}

export function producer(i: number) {
  return {
    id: `p${i}`,
    corporateName: `Produtora ${i}`,
    corporateReason: `Produtora ${i} LTDA`,
    email: `contato${i}@produtora.com.br`,
    docCNPJ: '11222333000181',
    phoneNumber: i === 2 ? null : '11987654321',
    representative: { email: null, docCPF: null, phoneNumber: null, profile: { fullName: `Responsável ${i}` } },
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  };
}

export const PRODUCERS = Array.from({ length: 30 }, (_, i) => producer(i + 1));

/** A data provider answering producer lists a page at a time. */
export function producersProvider(records = PRODUCERS, overrides: Partial<DataProvider> = {}) {
  return testDataProvider({
    getList: async (_resource, { pagination }) => {
      const { page = 1, perPage = 10 } = pagination ?? {};
      return { data: records.slice((page - 1) * perPage, page * perPage) as never, total: records.length };
    },
    ...overrides,
  });
}

/** The whole App at a path, with a fresh store and query client. */
export function renderApp(
  path: string,
  { user = USERS.admin, dataProvider = producersProvider(), authProvider, onLocation }: {
    user?: AccessContext;
    dataProvider?: DataProvider;
    authProvider?: AuthProvider;
    onLocation?: (l: Location) => void;
  } = {},
): ReactNode {
  return (
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation ?? (() => undefined)}>
      <App
        dataProvider={dataProvider}
        authProvider={authProvider ?? fakeAuthProvider(user)}
        store={memoryStore()}
        queryClient={createQueryClient()}
      />
    </TestMemoryRouter>
  );
}

/** Runs `body` as on a phone: every max-width media query matches (MUI's useMediaQuery reads them). */
export async function asPhone(body: () => Promise<void>): Promise<void> {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  try {
    await body();
  } finally {
    window.matchMedia = original;
  }
}
