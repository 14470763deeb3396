/** The message that sends an order's tickets (pt-BR, from the catalogue): the event, each ticket, and the buyer's page. */
import { translatePtBR } from '../../src/shared/catalogue';
import { formatDateTime } from '../../src/shared/dateTime';
import { publicBaseUrl } from './courtesyMessage';

export interface OrderMessageDetails {
  name: string | null;
  code: string;
  eventTitle: string;
  eventStartAt: string | Date | null;
  businessName: string;
  tickets: readonly { code: string; sectorName: string | null; ticketTitle: string | null; lotTitle: string | null }[];
  url: string;
}

const fill = (key: string, values: Record<string, string>) => translatePtBR(key).replace(/%\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export function orderMessage(d: OrderMessageDetails): { subject: string; text: string } {
  const values = { name: d.name ?? '', event: d.eventTitle, date: formatDateTime(d.eventStartAt), code: d.code, url: d.url, business: d.businessName };
  const lines = [
    fill(d.name ? 'server.orders.message.greeting' : 'server.orders.message.greetingAnonymous', values),
    '',
    fill('server.orders.message.body', values).replace(' ()', ''),
    ...d.tickets.map((t) => `- ${[t.sectorName, t.ticketTitle, t.lotTitle].filter(Boolean).join(' · ')} (${t.code})`),
    '',
    fill('server.orders.message.link', values),
    '',
    fill('server.orders.message.from', values),
  ];
  return { subject: fill('server.orders.message.subject', values), text: lines.join('\n') };
}

/**
 * The buyer's page of the order: on the business's client domain when it has one (as the courtesy
 * link), else on this server. The token goes in the fragment, which browsers never send to a server.
 */
export const orderTicketsUrlOf = (domainClient: string | null | undefined, token: string, env: NodeJS.ProcessEnv = process.env) =>
  `${domainClient ? `https://${domainClient}` : publicBaseUrl(env)}/ingressos#${token}`;
