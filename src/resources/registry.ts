/** Every resource definition. Adding one here gives it routes, table, views and menu entry. */
import type { ResourceDefinition } from '../framework/definition';
import { producers } from './producers/definition';

export const RESOURCES: readonly ResourceDefinition[] = [producers];

export const findResource = (name: string) => RESOURCES.find((r) => r.name === name);
