/** Every resource definition. Adding one here gives it routes, table, views and menu entry. */
import type { ResourceDefinition } from '../framework/definition';
import { producers } from './producers/definition';
import { events } from './events/definition';
import { paymentAccounts } from './paymentAccounts/definition';
import { artists } from './artists/definition';
import { sessions } from './sessions/definition';
import { lobbies } from './lobbies/definition';
import { affiliates } from './affiliates/definition';
import { options } from './options/definition';
import { optionItems } from './optionItems/definition';

// paymentAccounts before events: the event's paymentAccountId refers to it.
// Sessions and lobbies after events: their path is under it.
export const RESOURCES: readonly ResourceDefinition[] = [producers, paymentAccounts, events, artists, sessions, lobbies, affiliates, options, optionItems];

export const findResource = (name: string) => RESOURCES.find((r) => r.name === name);
