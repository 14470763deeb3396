/** Card and page gates of spec 1 section 6, decided by the same pure function as the server. */
import { canAccessResource, type AccessContext } from '../../shared/permissions';
import { useAccessContext } from '../../layout/useAccessContext';
import { events } from '../../shared/resources/events/definition';

export const canEditEvents = (ctx: AccessContext | undefined) => Boolean(ctx && canAccessResource(events, 'edit', ctx));
export const canCreateEvents = (ctx: AccessContext | undefined) => Boolean(ctx && canAccessResource(events, 'create', ctx));

export function useEventPermissions() {
  const ctx = useAccessContext();
  return { canEdit: canEditEvents(ctx), canCreate: canCreateEvents(ctx) };
}
