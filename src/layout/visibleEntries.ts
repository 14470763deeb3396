import type { AccessContext } from '../auth/permissions';
import { isMenuEntryVisible } from '../auth/permissions';
import { MENU_ENTRIES, type MenuEntry } from '../menu/menuEntries';

/** The entries this user may see: the same list feeds the icon rail and the side menu. */
export const visibleEntries = (ctx: AccessContext | undefined): MenuEntry[] =>
  ctx ? MENU_ENTRIES.filter((e) => isMenuEntryVisible(e, ctx)) : [];
