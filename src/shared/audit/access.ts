/**
 * Who may read the history of changes (issue 14, docs/history.md). One object for the server's
 * guard and the page's canAccess. The business-wide history (every person, every record) is the
 * manager's: @ALL. The history of one record is read by whoever may open that record: the
 * record's definition's `show` codes (checked by the route against the resource named).
 */
import type { ModuleCode, ResourceAction } from '../permissions';

type AccessRule = { modules: readonly ModuleCode[]; ticketOfficeOnly: boolean; permissions: Partial<Record<ResourceAction, readonly string[]>> };

export const auditLogAccess: AccessRule = {
  modules: ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'],
  ticketOfficeOnly: false,
  permissions: { list: ['@ALL'] },
};

export const AUDIT_ACTIONS = ['@CREATE', '@UPDATE', '@DELETE'] as const;
export const AUDIT_PER_PAGE = 20;
/** Totals of a filtered history are exact up to this, shown as this beyond (docs/pagination.md). */
export const AUDIT_COUNT_CAP = 10000;
