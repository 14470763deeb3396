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

/** Where this server is reached from outside: PUBLIC_URL, or the local address `npm start` prints. */
export const publicBaseUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');

/**
 * The public redemption page where the guest will really open it: on the business's client domain
 * when it has one (spec 1 section 2.2), otherwise on this server, which serves the page too.
 */
export const redeemUrlOf = (domainClient: string | null | undefined, courtesyId: string, env: NodeJS.ProcessEnv = process.env) =>
  `${domainClient ? `https://${domainClient}` : publicBaseUrl(env)}/ativar-cortesia?courtesyId=${encodeURIComponent(courtesyId)}`;
