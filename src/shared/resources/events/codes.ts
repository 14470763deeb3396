/** Codes that change an event and everything under it (spec 1 section 6; @ALL always). */
export const EVENT_EDIT_CODES = ['@EVENTS.MODIFY', '@PRODUCER'] as const;
/** Codes that create (and duplicate) events. */
export const EVENT_CREATE_CODES = ['@EVENTS.CREATE', '@PRODUCER'] as const;

/**
 * What lives inside an event (sectors, coupons, sessions...): every events user reads it,
 * the event's edit codes write it. Without delete where the spec offers none.
 */
export const eventPartPermissions = (canDelete = true) => ({
  list: [] as const,
  show: [] as const,
  create: EVENT_EDIT_CODES,
  edit: EVENT_EDIT_CODES,
  ...(canDelete ? { delete: EVENT_EDIT_CODES } : {}),
});
