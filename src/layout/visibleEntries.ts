import type { AccessContext } from '../auth/permissions';
import { isMenuEntryVisible } from '../auth/permissions';
import type { ResourceDefinition } from '../framework/definition';
import { menuEntriesFor, type MenuEntry } from '../menu/menuEntries';

/** The entries this user may see: the same list feeds the icon rail and the side menu. */
export const visibleEntries = (ctx: AccessContext | undefined, resources: readonly ResourceDefinition[]): MenuEntry[] =>
  ctx ? menuEntriesFor(resources).filter((e) => isMenuEntryVisible(e, ctx)) : [];
