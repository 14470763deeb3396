/**
 * Who may see, add and remove the producers of an event (docs/decisions.md, "Producers of an
 * event"). The client's buttons and the server's guard decide with this same object through
 * canAccessResource.
 */
import type { ModuleCode, ResourceAction } from '../../permissions';
import { producers } from '../producers/definition';

export const eventProducerAccess: {
  modules: readonly ModuleCode[];
  ticketOfficeOnly: boolean;
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
} = {
  // Producers are a ticket-office matter (spec 2): the same modules and flag as their resource.
  modules: producers.modules,
  ticketOfficeOnly: true,
  permissions: {
    // Reading needs the producer list too: the page shows their names.
    list: ['@EVENTS.MODIFY', '@PRODUCER'],
    create: ['@EVENTS.MODIFY', '@PRODUCER'],
    // Spec 1 section 6: removing needs "the producer permission" (@PRODUCER; @ALL always).
    delete: ['@PRODUCER'],
  },
};

/** Client routes and list size of the event's producers (spec 1 section 9: 12 per page). */
export const EVENT_PRODUCERS_PER_PAGE = 12;
