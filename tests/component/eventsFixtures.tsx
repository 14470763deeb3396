/** Event records and a harness rendering event components with the real catalogue and a fake event API. */
import type { ReactNode } from 'react';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { EventApiContext, type EventApi } from '../../src/resources/events/eventApi';
import { createQueryClient } from '../../src/App';
import { Notification } from '../../src/layout/Notification';
import { fakeAuthProvider, USERS } from './fixtures';

export function event(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `e${i}`,
    title: `Show ${i}`,
    primaryImage: null,
    isDraft: true,
    startAt: '2025-12-05T23:00:00Z',
    eventDate: { days: ['05'], months: ['dez'] },
    address: { city: 'Recife', state: 'PE' },
    updatedAt: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

/** A draft with everything publication needs (src/shared/resources/events/publication.ts). */
export function completeEvent(i: number, extra: Record<string, unknown> = {}) {
  return event(i, {
    classification: '@16',
    description: '<p>Três noites de forró.</p>',
    primaryImage: '/uploads/a.png',
    location: 'Teatro Santa Isabel',
    address: { zipCode: '50010240', street: 'Praça da República', city: 'Recife', state: 'PE' },
    paymentAccountId: 'pa1',
    ...extra,
  });
}

export function fakeEventApi(overrides: Partial<EventApi> = {}): EventApi {
  return {
    publish: vi.fn(async (id) => ({ id, isDraft: false }) as never),
    unpublish: vi.fn(async (id) => ({ id, isDraft: true }) as never),
    duplicate: vi.fn(async () => event(100) as never),
    images: vi.fn(async () => ({ primaryImage: null, images: [] })),
    addImage: vi.fn(async () => ({ primaryImage: null, images: [] })),
    removeImage: vi.fn(async () => ({ primaryImage: null, images: [] })),
    taxMethods: vi.fn(async () => ({
      current: '@CUSTOMER' as const,
      serviceFee: 1000,
      methods: [
        { id: '@CUSTOMER' as const, name: 'Repassar ao comprador', description: 'O comprador paga.', current: true },
        { id: '@PRODUCER' as const, name: 'Absorver a taxa', description: 'O produtor paga.', current: false },
      ],
    })),
    setTax: vi.fn(async (_id, body) => body),
    setPaymentMethods: vi.fn(async (_id, body) => body),
    posFees: vi.fn(async () => ({ debit: 199, credit: 349, pix: 99, cash: 0 })),
    setPosFees: vi.fn(async (_id, body) => body),
    cep: vi.fn(async () => ({ zipCode: '50030230', street: 'Rua da Aurora', complement: null, neighborhood: 'Boa Vista', city: 'Recife', state: 'PE' })),
    ...overrides,
  };
}

export function EventHarness({ children, api = fakeEventApi(), dataProvider = testDataProvider(), user = USERS.admin, path = '/events', onLocation }: {
  children: ReactNode;
  path?: string;
  onLocation?: (l: Location) => void;
  api?: EventApi;
  dataProvider?: DataProvider;
  user?: (typeof USERS)[string];
}) {
  return (
    <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation ?? (() => undefined)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(user)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={createQueryClient()}
      >
        <EventApiContext.Provider value={api}>
          {children}
          <Notification />
        </EventApiContext.Provider>
      </AdminContext>
    </TestMemoryRouter>
  );
}
