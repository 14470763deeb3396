/** Every resource definition. Adding one here gives it routes, table, views and menu entry. */
import type { ResourceDefinition } from '../definition';
import { producers } from './producers/definition';
import { events } from './events/definition';
import { paymentAccounts } from './paymentAccounts/definition';
import { artists } from './artists/definition';
import { sessions } from './sessions/definition';
import { lobbies } from './lobbies/definition';
import { affiliates } from './affiliates/definition';
import { options } from './options/definition';
import { optionItems } from './optionItems/definition';
import { sectors } from './sectors/definition';
import { tickets } from './tickets/definition';
import { lots } from './lots/definition';
import { pointsOfSale } from './pointsOfSale/definition';
import { coupons } from './coupons/definition';
import { cardBins } from './cardBins/definition';
import { outbox } from './outbox/definition';
import { orders } from './orders/definition';
import { customers } from './customers/definition';
import { validators } from './validators/definition';
import { balances } from './balances/definition';
import { stores } from './stores/definition';
import { storeCategories } from './storeCategories/definition';
import { accreditations } from './accreditations/definition';
import { accreditationActivities } from './accreditationActivities/definition';
import { accreditationFields } from './accreditationFields/definition';
import { mailTemplates } from './mailTemplates/definition';

// paymentAccounts before events: the event's paymentAccountId refers to it.
// Sessions and lobbies after events: their path is under it; lots after sessions (sessionId).
export const RESOURCES: readonly ResourceDefinition[] = [
  producers, paymentAccounts, events, artists, sessions, lobbies, affiliates, options, optionItems,
  pointsOfSale, sectors, tickets, lots, coupons, cardBins, outbox, validators, orders, customers, balances,
  stores, storeCategories, accreditations, accreditationActivities, accreditationFields, mailTemplates,
];

export const findResource = (name: string) => RESOURCES.find((r) => r.name === name);
