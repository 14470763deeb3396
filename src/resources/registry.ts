/** Every resource definition. Adding one here gives it routes, table, views and menu entry. */
import type { ResourceDefinition } from '../framework/definition';
import { producers } from './producers/definition';
import { events } from './events/definition';
import { paymentAccounts } from './paymentAccounts/definition';

// paymentAccounts before events: the event's paymentAccountId refers to it.
export const RESOURCES: readonly ResourceDefinition[] = [producers, paymentAccounts, events];

export const findResource = (name: string) => RESOURCES.find((r) => r.name === name);
