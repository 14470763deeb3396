/**
 * Who reads and changes the company's look (spec 2 section 6): the screens of /my-company (colours,
 * details, sales theme, card theme) are @ALL only, like the menu entry 'Gerenciar minha empresa',
 * which is for ticket offices. Any user of such a business may read the themes (the sales-page
 * preview shows them publicly anyway); only @ALL writes. The server's guards and the pages decide
 * with this object through canAccessResource.
 */
import type { ModuleCode, ResourceAction } from '../permissions';

interface AccessRule {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
}

export const companyAccess: AccessRule = {
  modules: ['@M_EVENTS', '@M_BOOKINGS'],
  ticketOfficeOnly: true,
  permissions: { show: [], edit: ['@ALL'] },
};
