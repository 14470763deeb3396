/** The courtesy message (pt-BR, from the catalogue): the event, the ticket and the redeem link. */
import { translatePtBR } from '../../src/shared/catalogue';
import { formatDateTime } from '../../src/shared/dateTime';

export interface CourtesyDetails {
  name: string | null;
  eventTitle: string;
  eventStartAt: string | Date | null;
  ticketTitle: string;
  lotTitle: string;
  sectorName: string;
  businessName: string;
  redeemUrl: string;
}

const fill = (key: string, values: Record<string, string>) =>
  translatePtBR(key).replace(/%\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export function courtesyMessage(d: CourtesyDetails): { subject: string; text: string } {
  const date = formatDateTime(d.eventStartAt);
  const ticket = [d.sectorName, d.ticketTitle, d.lotTitle].filter(Boolean).join(' · ');
  const values = { name: d.name ?? '', event: d.eventTitle, date, ticket, url: d.redeemUrl, business: d.businessName };
  const lines = [
    fill(d.name ? 'server.courtesies.message.greeting' : 'server.courtesies.message.greetingAnonymous', values),
    '',
    fill('server.courtesies.message.body', values).replace(' ()', ''),
    fill('server.courtesies.message.link', values),
    '',
    fill('server.courtesies.message.from', values),
  ];
  return { subject: fill('server.courtesies.message.subject', values), text: lines.join('\n') };
}

/** The public redemption page on the business's client domain (spec 1 section 2.2). */
export const redeemUrlOf = (domainClient: string | null | undefined, courtesyId: string) =>
  `https://${domainClient || 'localhost'}/ativar-cortesia?courtesyId=${courtesyId}`;
