/** Codes that change an event and everything under it (spec 1 section 6; @ALL always). */
export const EVENT_EDIT_CODES = ['@EVENTS.MODIFY', '@PRODUCER'] as const;
/** Codes that create (and duplicate) events. */
export const EVENT_CREATE_CODES = ['@EVENTS.CREATE', '@PRODUCER'] as const;
