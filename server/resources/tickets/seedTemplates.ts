/**
 * The demo sales trees (server/resources/tickets/seed.ts) as data: sectors, tickets of every
 * category and type, lots of every status, and how many admissions each lot has sold.
 */

/** When a lot sells: past, open now, opening later, or no dates (automatic mode). */
export type LotWindow = 'ended' | 'open' | 'scheduled' | 'auto';

export interface LotSeed {
  title: string;
  price: number;
  quantity: number;
  window: LotWindow;
  /** Forced on sale ('activate'); otherwise automatic mode. */
  active?: boolean;
  cashier?: false;
  /** One lot per session of the event, titled '<title> – <session>'. */
  perSession?: boolean;
  /** Admissions sold; 'all' sells it out. */
  sold?: number | 'all';
}

export interface TicketSeed {
  title: string;
  description?: string;
  category?: '@HALF' | '@ENTIRE' | '@COURTESY' | '@SUPPORTIVE' | '@OTHERS';
  type?: '@SINGLE' | '@MULTIPLE';
  amountMultiple?: number;
  otherName?: string;
  showInSite?: false;
  showInPOS?: false;
  hiddenLink?: true;
  /** Indexes of the business's points of sale that sell it. */
  pos?: number[];
  /** Restricted to the event's first two card BINs (bank presale). */
  bins?: true;
  lots: LotSeed[];
}

export interface SectorSeed {
  name: string;
  description?: string;
  tickets: TicketSeed[];
}

const ALL_POS = [0, 1, 2];

/** A full tree: three sectors, every category and type, every lot status, sales. */
export function bigTree(names: [string, string, string], base: number): SectorSeed[] {
  const p = (factor: number) => Math.round((base * factor) / 100) * 100;
  return [
    {
      name: names[0],
      description: 'Área em pé, em frente ao palco.',
      tickets: [
        {
          title: 'Inteira',
          pos: ALL_POS,
          lots: [
            { title: 'Pré-venda', price: p(0.7), quantity: 50, window: 'ended', sold: 31 },
            { title: '1º lote', price: p(0.85), quantity: 40, window: 'auto', sold: 'all' },
            { title: '2º lote', price: p(1), quantity: 400, window: 'auto', sold: 18 },
            { title: '3º lote', price: p(1.2), quantity: 400, window: 'auto' },
          ],
        },
        {
          title: 'Meia-entrada',
          category: '@HALF',
          description: 'Estudantes, idosos, pessoas com deficiência e jovens de baixa renda, com comprovante na entrada.',
          pos: ALL_POS,
          lots: [
            { title: '1º lote', price: p(0.5), quantity: 200, window: 'auto', sold: 9 },
            { title: '2º lote', price: p(0.6), quantity: 200, window: 'auto' },
          ],
        },
        {
          title: 'Solidário',
          category: '@SUPPORTIVE',
          description: 'Meia-entrada com a doação de 1 kg de alimento não perecível na entrada.',
          pos: [0],
          lots: [{ title: 'Lote único', price: p(0.55), quantity: 150, window: 'open', sold: 6 }],
        },
        {
          title: 'Professor',
          category: '@OTHERS',
          otherName: 'Professor da rede pública',
          lots: [{ title: 'Lote único', price: p(0.5), quantity: 60, window: 'open', sold: 2 }],
        },
      ],
    },
    {
      name: names[1],
      description: 'Área elevada com bar exclusivo.',
      tickets: [
        {
          title: 'Camarote',
          pos: [0],
          lots: [
            { title: '1º lote', price: p(2), quantity: 30, window: 'auto', sold: 'all' },
            { title: '2º lote', price: p(2.4), quantity: 80, window: 'auto', sold: 5 },
          ],
        },
        {
          title: 'Mesa para 4',
          type: '@MULTIPLE',
          amountMultiple: 4,
          description: 'Uma mesa com quatro lugares: um QR code dá entrada às quatro pessoas.',
          pos: [0],
          lots: [{ title: 'Mesa', price: p(7), quantity: 10, window: 'open', perSession: true, sold: 2 }],
        },
        {
          title: 'Cortesia',
          category: '@COURTESY',
          showInSite: false,
          showInPOS: false,
          lots: [{ title: 'Convidados', price: 0, quantity: 100, window: 'open', cashier: false }],
        },
      ],
    },
    {
      name: names[2],
      description: 'Open bar, banheiros exclusivos e vista privilegiada.',
      tickets: [
        {
          title: 'VIP Open Bar',
          pos: [0, 1],
          lots: [
            { title: '1º lote', price: p(3), quantity: 60, window: 'open', active: true, sold: 4 },
            { title: 'Lote promocional', price: p(2.5), quantity: 20, window: 'scheduled', cashier: false },
          ],
        },
        {
          title: 'Lista Amiga',
          description: 'Vendido só pelo link enviado aos convidados da produção.',
          showInSite: false,
          showInPOS: false,
          hiddenLink: true,
          lots: [{ title: 'Lote único', price: p(1.5), quantity: 40, window: 'open', cashier: false, sold: 3 }],
        },
        {
          title: 'Cliente Parceiro',
          description: 'Pré-venda exclusiva para cartões do banco parceiro.',
          bins: true,
          lots: [{ title: 'Pré-venda do banco', price: p(2.2), quantity: 50, window: 'open', active: true, sold: 7 }],
        },
      ],
    },
  ];
}

/** A sector with two tickets, for the events that are not the showcase. */
export function smallTree(name: string, base: number, pos: number[] = ALL_POS): SectorSeed[] {
  return [
    {
      name,
      tickets: [
        {
          title: 'Inteira',
          pos,
          lots: [
            { title: '1º lote', price: base, quantity: 300, window: 'auto' },
            { title: '2º lote', price: base + 2000, quantity: 300, window: 'auto' },
          ],
        },
        { title: 'Meia-entrada', category: '@HALF', pos, lots: [{ title: 'Lote único', price: base / 2, quantity: 150, window: 'auto' }] },
      ],
    },
  ];
}

export const DEMO_POINTS_OF_SALE = [
  { name: 'Bilheteria Central', device: 'Guichê 1' },
  { name: 'PDV Shopping Recife', device: 'Maquininha 02' },
  { name: 'Quiosque Boa Viagem', device: 'Maquininha 03' },
  { name: 'Totem Autoatendimento', device: 'Totem 01', isActive: false },
];

export const DEMO_CARD_BINS = [
  { bin: '506722', cardName: 'Elo Nordeste Parceiro' },
  { bin: '535081', cardName: 'Mastercard Black Parceiro' },
  { bin: '422061', cardName: 'Visa Infinite Parceiro' },
];

export const CUSTOMERS = [
  'Maria Eduarda Lima', 'José Ricardo Santos', 'Ana Clara Ferreira', 'Francisco Oliveira', 'Luana Cristina Melo',
  'Pedro Henrique Costa', 'Beatriz Nascimento', 'Carlos Alberto Ramos', 'Gabriela Freitas', 'Antônio Marcos Silva',
  'Larissa Gomes', 'Felipe Andrade', 'Vitória Pacheco', 'Rodrigo Teixeira', 'Isabela Rezende',
];
