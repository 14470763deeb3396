/**
 * Demo events and payment accounts (spec 1 sections 3, 4): in Bilheteria Demo, published
 * events with complete data, past events, and drafts each missing different publication
 * fields; a few in Outra Produtora. Written through the API's services (validation, sanitising,
 * counters, images, publication rules), with dates relative to the day of the seed so
 * "upcoming" stays upcoming.
 */
import type { ResourceDefinition } from '../src/shared/definition';
import { events } from '../src/shared/resources/events/definition';
import { paymentAccounts } from '../src/shared/resources/paymentAccounts/definition';
import type { Db } from './db/types';
import type { Uploads } from './uploads/uploads';
import { createRecord, setFields } from './resources/records/write';
import type { Scope } from './resources/records/scope';
import { addImage } from './resources/events/images';
import { publishEvent } from './resources/events/publish';
import { coverSvg } from './seedImages';

const DAY = 24 * 60 * 60 * 1000;

/** `days` from the seed's day at `hour` São Paulo time (UTC-3, no daylight saving since 2019). */
export function saoPauloDate(days: number, hour: number, now = new Date()): string {
  const local = new Date(now.getTime() - 3 * 60 * 60 * 1000 + days * DAY);
  const ymd = local.toISOString().slice(0, 10);
  return new Date(`${ymd}T${String(hour).padStart(2, '0')}:00:00-03:00`).toISOString();
}

const description = (about: string, items: string[]) =>
  `<h2>Sobre o evento</h2><p>${about}</p><h3>Informações importantes</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` +
  '<p style="text-align: center"><strong>Classificação e documentos:</strong> apresente um documento com foto na entrada.</p>';

interface Venue {
  location: string;
  address: { zipCode: string; street: string; number: string; neighborhood: string; city: string; state: string; complement?: string };
}

const VENUES: Record<string, Venue> = {
  caruaru: { location: 'Pátio do Forró', address: { zipCode: '55002000', street: 'Rua Vigário Freire', number: 's/n', neighborhood: 'Centro', city: 'Caruaru', state: 'PE' } },
  lapa: { location: 'Circo Voador', address: { zipCode: '20230060', street: 'Rua dos Arcos', number: 's/n', neighborhood: 'Lapa', city: 'Rio de Janeiro', state: 'RJ' } },
  salaSp: { location: 'Sala São Paulo', address: { zipCode: '01218020', street: 'Praça Júlio Prestes', number: '16', neighborhood: 'Campos Elíseos', city: 'São Paulo', state: 'SP' } },
  tca: { location: 'Teatro Castro Alves', address: { zipCode: '40080121', street: 'Praça Dois de Julho', number: 's/n', neighborhood: 'Campo Grande', city: 'Salvador', state: 'BA' } },
  garanhuns: { location: 'Parque Euclides Dourado', address: { zipCode: '55293000', street: 'Avenida Rui Barbosa', number: '1000', neighborhood: 'Heliópolis', city: 'Garanhuns', state: 'PE' } },
  parintins: { location: 'Bumbódromo', address: { zipCode: '69151000', street: 'Avenida Nações Unidas', number: 's/n', neighborhood: 'Centro', city: 'Parintins', state: 'AM' } },
  orla: { location: 'Orla de Copacabana', address: { zipCode: '22070011', street: 'Avenida Atlântica', number: 's/n', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', complement: 'Posto 2' } },
  ibirapuera: { location: 'Auditório Ibirapuera', address: { zipCode: '04094050', street: 'Avenida Pedro Álvares Cabral', number: 's/n', neighborhood: 'Vila Mariana', city: 'São Paulo', state: 'SP', complement: 'Portão 2' } },
  mineirao: { location: 'Esplanada do Mineirão', address: { zipCode: '31310912', street: 'Avenida Antônio Abrahão Caram', number: '1001', neighborhood: 'São José', city: 'Belo Horizonte', state: 'MG' } },
  curitiba: { location: 'Ópera de Arame', address: { zipCode: '82200270', street: 'Rua João Gava', number: '970', neighborhood: 'Abranches', city: 'Curitiba', state: 'PR' } },
  poa: { location: 'Auditório Araújo Vianna', address: { zipCode: '90035190', street: 'Avenida Osvaldo Aranha', number: '685', neighborhood: 'Bom Fim', city: 'Porto Alegre', state: 'RS' } },
};

type Colours = [string, string, string];
interface SeedEvent {
  fields: Record<string, unknown>;
  /** Which payment account (key of the business's accounts). */
  account?: string;
  image?: Colours;
  publish?: boolean;
}

const MERCADOPAGO = {
  name: 'MercadoPago Principal',
  paymentMethod: { slug: '@MERCADOPAGO' },
  productionApiPublic: 'APP_USR-7c1e9b42-3f5d-4a8e-b6c0-2d9f1a4e8b73',
  productionApiSecret: 'APP_USR-5829104736251849-061214-9b3f7e1d2c6a4f8e0b5d7c9a1e3f6b2d-483920175',
  productionEmail: 'financeiro@bilheteria-demo.com.br',
  sandboxApiPublic: 'TEST-0a4d8e2f-61b9-4c7e-93f5-b8d2e6a1c047',
  sandboxApiSecret: 'TEST-3916274058173629-061214-4e8a2c6f0d9b1e7a5c3f8d2b6a0e4c9f-483920175',
  sandboxEmail: 'test_user_48392017@testuser.com',
  isActive: true,
};

const PAGSEGURO = {
  name: 'PagSeguro (antiga)',
  paymentMethod: { slug: '@PAGSEGURO' },
  productionApiPublic: 'PUB8F3A1C9E7D2B4056A8E1F3C7D9B2A4E6',
  productionApiSecret: 'E3B7C1A9F5D2486B9C0E7A3F1D5B8C2E4A6F9D1B3C5E7A0F',
  productionEmail: 'pagamentos@bilheteria-demo.com.br',
  sandboxApiPublic: 'PUBSANDBOX2C4E6A8B0D1F3A5C7E9B2D4F6',
  sandboxApiSecret: 'SANDBOX9A7C5E3B1D8F6A4C2E0B9D7F5A3C1E8B6D4F2A0C9E',
  sandboxEmail: 'vendedor@sandbox.pagseguro.com.br',
  isActive: false,
};

function demoEvents(now: Date): SeedEvent[] {
  const at = (days: number, hour: number) => saoPauloDate(days, hour, now);
  const complete = (venue: Venue, extra: Record<string, unknown>) => ({ type: '@IN_PERSON', ...venue, ...extra });
  return [
    {
      fields: complete(VENUES.caruaru, {
        title: 'Festival de Forró de Caruaru',
        classification: '@FREE',
        startAt: at(20, 19),
        endAt: at(22, 23),
        description: description('Três noites de forró pé de serra no maior São João do mundo, com trios, quadrilhas e comidas típicas.', ['Abertura dos portões às 17h', 'Meia-entrada mediante comprovação', 'Proibida a entrada de bebidas']),
      }),
      account: 'mercadopago',
      image: ['#F59E0B', '#B45309', '#FDE68A'],
      publish: true,
    },
    {
      fields: complete(VENUES.lapa, {
        title: 'Noite de Samba na Lapa',
        classification: '@18',
        startAt: at(9, 22),
        endAt: at(10, 4),
        description: description('Rodas de samba de raiz com convidados especiais sob os Arcos da Lapa.', ['Venda proibida para menores de 18 anos', 'Bar com cartão e PIX']),
      }),
      account: 'mercadopago',
      image: ['#7C3AED', '#1E1B4B', '#F472B6'],
      publish: true,
    },
    {
      fields: complete(VENUES.salaSp, {
        title: 'Clássicos Brasileiros: Villa-Lobos e Guarnieri',
        classification: '@FREE',
        startAt: at(34, 20),
        endAt: at(34, 22),
        description: description('A orquestra interpreta as Bachianas Brasileiras e obras de Camargo Guarnieri.', ['Chegue com 30 minutos de antecedência', 'Não é permitido fotografar durante o concerto']),
      }),
      account: 'mercadopago',
      image: ['#1E3A8A', '#0F172A', '#FBBF24'],
      publish: true,
    },
    {
      fields: complete(VENUES.tca, {
        title: 'Stand-up: Risadas do Sertão',
        classification: '@14',
        startAt: at(14, 21),
        description: description('Humoristas nordestinos em uma noite de histórias do interior.', ['Duração aproximada de 90 minutos', 'Menores de 14 anos acompanhados dos pais']),
      }),
      account: 'mercadopago',
      image: ['#10B981', '#064E3B', '#FDE047'],
      publish: true,
    },
    {
      // A range that crosses a month: the card shows two days and two months.
      fields: complete(VENUES.garanhuns, {
        title: 'Festival de Inverno de Garanhuns',
        classification: '@10',
        startAt: saoPauloDate(0, 18, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) - 2 * DAY)),
        endAt: saoPauloDate(0, 23, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1) + 2 * DAY)),
        description: description('Música, teatro e artes visuais no clima frio do agreste pernambucano.', ['Programação gratuita nos palcos abertos', 'Shows principais com ingresso']),
      }),
      account: 'mercadopago',
      image: ['#0EA5E9', '#1E40AF', '#E0F2FE'],
      publish: true,
    },
    {
      fields: complete(VENUES.parintins, {
        title: 'Boi-Bumbá: Noite Cultural',
        classification: '@FREE',
        startAt: at(48, 20),
        description: description('Garantido e Caprichoso apresentam toadas e alegorias em uma noite especial.', ['Arquibancadas numeradas', 'Acessibilidade no setor A']),
      }),
      account: 'mercadopago',
      image: ['#DC2626', '#1D4ED8', '#FDE68A'],
      publish: true,
    },
    {
      fields: complete(VENUES.orla, {
        title: 'Réveillon na Orla',
        classification: '@FREE',
        startAt: at(-40, 21),
        endAt: at(-39, 3),
        description: description('A virada com queima de fogos e shows na areia.', ['Evento encerrado']),
      }),
      account: 'mercadopago',
      image: ['#0F172A', '#312E81', '#F9A8D4'],
      publish: true,
    },
    {
      fields: complete(VENUES.ibirapuera, {
        title: 'Jazz no Parque',
        classification: '@12',
        startAt: at(-12, 17),
        endAt: at(-12, 20),
        description: description('Quartetos de jazz e bossa nova ao pôr do sol.', ['Evento encerrado']),
      }),
      account: 'mercadopago',
      image: ['#F97316', '#7C2D12', '#FEF3C7'],
      publish: true,
    },
    // Drafts, each stopping publication on different fields.
    { fields: {} },
    {
      fields: complete(VENUES.mineirao, {
        title: 'Arraiá do Mineirão',
        classification: '@FREE',
        startAt: at(27, 16),
        endAt: at(27, 23),
        description: description('Quadrilhas, fogueira e comidas de milho na esplanada.', ['Traje caipira é bem-vindo']),
      }),
      account: 'mercadopago', // only the image is missing
    },
    {
      fields: {
        type: '@IN_PERSON',
        title: 'Baile do Ópera de Arame',
        classification: '@16',
        startAt: at(60, 22),
        location: VENUES.curitiba.location,
        description: description('Baile de gala com orquestra ao vivo.', ['Traje passeio completo']),
      }, // no address, no payment account
      image: ['#A855F7', '#4C1D95', '#E9D5FF'],
    },
    {
      fields: complete(VENUES.poa, {
        title: 'Rock Gaúcho Acústico',
        startAt: at(41, 21),
        description: '<p>Insira uma descrição para seu evento.</p>',
      }), // no classification, the editor's default text as description, an inactive account
      account: 'pagseguro',
      image: ['#64748B', '#0F172A', '#F43F5E'],
    },
  ];
}

function otherEvents(now: Date): SeedEvent[] {
  const at = (days: number, hour: number) => saoPauloDate(days, hour, now);
  return [
    {
      fields: {
        type: '@IN_PERSON',
        title: 'Sarau da Vila Madalena',
        classification: '@12',
        startAt: at(18, 19),
        location: 'Espaço Cultural Beco',
        address: { zipCode: '05435001', street: 'Rua Harmonia', number: '123', neighborhood: 'Vila Madalena', city: 'São Paulo', state: 'SP' },
        description: description('Poesia, música e cordel em uma noite intimista.', ['Lugares limitados']),
      },
      account: 'mercadopago',
      image: ['#EC4899', '#7C3AED', '#FDF2F8'],
      publish: true,
    },
    { fields: { title: 'Feira de Vinil de Pinheiros', startAt: at(25, 10) } },
    {
      fields: {
        type: '@ONLINE',
        title: 'Oficina on-line de Produção Cultural',
        classification: '@FREE',
        startAt: at(-5, 19),
        location: 'Transmissão ao vivo',
        address: { zipCode: '05435001', street: 'Rua Harmonia', number: '123', neighborhood: 'Vila Madalena', city: 'São Paulo', state: 'SP' },
        description: description('Como tirar um projeto cultural do papel.', ['Link enviado por e-mail']),
      },
      account: 'mercadopago',
      image: ['#0EA5E9', '#0F766E', '#CCFBF1'],
      publish: true,
    },
  ];
}

const OTHER_ACCOUNT = {
  ...MERCADOPAGO,
  name: 'MercadoPago Outra Produtora',
  productionEmail: 'contato@outraprodutora.com.br',
  productionApiSecret: 'APP_USR-6620193847561029-061214-2a7c9e1f4b8d3a6c0e5f2b9d7a1c4e8f-591038264',
  sandboxApiSecret: 'TEST-1837465920184736-061214-7f2b4d9a1c6e3f8b0a5d2c7e9b4f1a6d-591038264',
};

/** Published events: 10% fee passed on to the buyer, every method in up to 12 installments, usual POS fees. */
const PUBLISHED_PAYMENTS = {
  taxMethod: '@CUSTOMER',
  serviceFee: 1000,
  acceptCreditCard: true,
  acceptPix: true,
  acceptBoleto: true,
  maxInstallments: 12,
  'posFees.debit': 199,
  'posFees.credit': 349,
  'posFees.pix': 99,
  'posFees.cash': 0,
};

async function seedBusiness(tx: Db, resources: readonly ResourceDefinition[], uploads: Uploads, businessId: string, accounts: Record<string, Record<string, unknown>>, list: SeedEvent[]) {
  const accountDef = resources.find((r) => r.name === paymentAccounts.name) ?? paymentAccounts;
  const eventDef = resources.find((r) => r.name === events.name) ?? events;
  const scope: Scope = { businessId, params: {} };
  const accountIds: Record<string, string> = {};
  for (const [key, account] of Object.entries(accounts)) accountIds[key] = String((await createRecord(tx, accountDef, resources, scope, account)).id);
  for (const e of list) {
    const fields = e.account ? { ...e.fields, paymentAccountId: accountIds[e.account] } : e.fields;
    const event = await createRecord(tx, eventDef, resources, scope, fields);
    const id = String(event.id);
    if (e.image) await addImage(tx, uploads, businessId, id, coverSvg(...e.image));
    if (e.publish) {
      await publishEvent(tx, eventDef, scope, id);
      if ('serviceFee' in eventDef.fields) await setFields(tx, eventDef, scope, id, PUBLISHED_PAYMENTS);
    }
  }
}

/** Seeds when both definitions are registered (a test may run with other resources). */
export async function seedEvents(tx: Db, resources: readonly ResourceDefinition[], uploads: Uploads, businessIds: { demo: string; outra: string }, now = new Date()) {
  if (!resources.some((r) => r.name === events.name) || !resources.some((r) => r.name === paymentAccounts.name)) return;
  await seedBusiness(tx, resources, uploads, businessIds.demo, { mercadopago: MERCADOPAGO, pagseguro: PAGSEGURO }, demoEvents(now));
  await seedBusiness(tx, resources, uploads, businessIds.outra, { mercadopago: OTHER_ACCOUNT }, otherEvents(now));
}
