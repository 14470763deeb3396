/**
 * Who reads an event's reports and who sets its borderô rates (docs/reports.md, "Who"). No code of
 * spec 1 section 6 names reports: they are the business's money and its buyers' names, so they go
 * with orders (src/shared/resources/orders/access.ts): @ALL and @PRODUCER, who run the business's
 * events (@ALL always). The menu hides /reports from producers (spec 1, menu visibility): a
 * producer reads an event's reports in the event's Relatórios tab and through the API. Not
 * ticket-office-only: /reports is in every events business's menu. The server's guards and the
 * pages decide with this object through canAccessResource.
 */
import type { ModuleCode, ResourceAction } from '../permissions';

export const REPORT_CODES: readonly string[] = ['@PRODUCER'];

interface AccessRule {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
}

/** list: /reports (the business's events with their figures); show: an event's reports; edit: the borderô's rates. */
export const reportAccess: AccessRule = {
  modules: ['@M_EVENTS'],
  ticketOfficeOnly: false,
  permissions: { list: REPORT_CODES, show: REPORT_CODES, edit: REPORT_CODES },
};
