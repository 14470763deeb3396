/**
 * A page's access check: react-admin's useRequireAccess (which sends a refused user to the
 * no-permission page) plus `allowed`, so the page asks for its data only once access is granted,
 * never in the render between the refusal and the redirect.
 */
import { useCanAccess, useRequireAccess } from 'react-admin';

export function usePageAccess(action: string, resource: string): { allowed: boolean } {
  const { isPending } = useRequireAccess({ action, resource });
  // The same query as useRequireAccess's: answered from its cache.
  const { canAccess } = useCanAccess({ action, resource });
  return { allowed: !isPending && canAccess === true };
}
