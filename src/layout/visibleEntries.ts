import type { AccessContext } from '../shared/permissions';
import { isMenuEntryVisible } from '../shared/permissions';
import type { ResourceDefinition } from '../shared/definition';
import { menuEntriesFor, type MenuEntry } from '../menu/menuEntries';

/** The entries this user may see: the same list feeds the icon rail and the side menu. */
export const visibleEntries = (ctx: AccessContext | undefined, resources: readonly ResourceDefinition[]): MenuEntry[] =>
  ctx ? menuEntriesFor(resources).filter((e) => isMenuEntryVisible(e, ctx)) : [];
