/** Deterministic demo data: Brazilian names, phones and valid CPF/CNPJ numbers. */

/** mulberry32: a tiny seeded PRNG, so every first start seeds the same records. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const checkDigit = (digits: number[], weights: number[]) => {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

export function makeCpf(rand: () => number): string {
  let base: number[];
  do base = Array.from({ length: 9 }, () => Math.floor(rand() * 10));
  while (base.every((d) => d === base[0])); // 111.111.111-11 and the like are invalid
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export function makeCnpj(rand: () => number): string {
  const base = [...Array.from({ length: 8 }, () => Math.floor(rand() * 10)), 0, 0, 0, 1]; // branch 0001
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export const FIRST_NAMES = [
  'João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Carlos', 'Juliana', 'Paulo', 'Márcia',
  'Lucas', 'Fernanda', 'Luís', 'Patrícia', 'Marcos', 'Aline', 'Rafael', 'Camila', 'Gabriel', 'Letícia',
  'André', 'Beatriz', 'Sérgio', 'Larissa', 'Vinícius', 'Débora', 'Thiago', 'Cecília', 'Otávio', 'Flávia',
];
export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Ribeiro', 'Carvalho', 'Araújo', 'Almeida', 'Conceição', 'Magalhães', 'Gonçalves', 'Simões', 'Brandão', 'Assunção',
];
const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '62', '27', '48'];

export const PRODUCER_NAMES = [
  'Sertão Produções', 'Forró Pé de Serra Eventos', 'Maré Alta Entretenimento', 'Ipê Amarelo Cultural',
  'Luar do Sertão Shows', 'Bossa Viva Produções', 'Carnaval da Bahia Eventos', 'Cordel Encantado',
  'Frevo & Cia', 'Pantanal Music', 'Samba de Raiz Produções', 'Tropicália Eventos', 'Caatinga Arte',
  'Rio Negro Espetáculos', 'Açaí Festival', 'Chapada Produções', 'Pampa Gaúcho Eventos', 'Guaraná Shows',
  'Estação São João', 'Arraiá Produções', 'Boi-Bumbá Parintins', 'Lençóis Entretenimento', 'Capoeira Viva',
  'Jangada Cultural', 'Maracatu Eventos', 'Vila Madalena Produções', 'Baião de Dois Shows', 'Cerrado Fest',
  'Coração Paulista Eventos', 'Orla Carioca Produções', 'Mantiqueira Eventos', 'Jequitibá Produções', 'Ouro Preto Cultural',
];

const slug = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, 'e').replace(/[^a-z0-9]+/g, '');

export function makeProducer(index: number, rand: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const corporateName = PRODUCER_NAMES[index % PRODUCER_NAMES.length];
  const first = pick(FIRST_NAMES);
  const surname = pick(LAST_NAMES);
  let second = pick(LAST_NAMES);
  while (second === surname) second = pick(LAST_NAMES);
  const last = `${surname} ${second}`;
  const area = pick(AREA_CODES);
  const mobile = `${area}9${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`;
  const landline = `${area}3${String(Math.floor(rand() * 1e7)).padStart(7, '0')}`;
  // Most producers are companies (CNPJ); some are people working on their own (CPF).
  const isCompany = index % 4 !== 3;
  const domain = `${slug(corporateName)}.com.br`;
  return {
    corporateName,
    corporateReason: isCompany ? `${corporateName} Ltda.` : null,
    email: `contato@${domain}`,
    docCNPJ: isCompany ? makeCnpj(rand) : makeCpf(rand),
    phoneNumber: index % 2 ? landline : mobile,
    representative: {
      profile: { fullName: `${first} ${last}` },
      email: `${slug(first)}.${slug(last.split(' ')[0])}@${domain}`,
      docCPF: makeCpf(rand),
      phoneNumber: mobile,
    },
  };
}
