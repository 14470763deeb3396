/** The user's access context (permissions, modules, ticket-office flag) from the auth provider. */
import { usePermissions } from 'react-admin';
import type { AccessContext } from '../auth/permissions';

export function useAccessContext(): AccessContext | undefined {
  const { permissions } = usePermissions<AccessContext>();
  return permissions;
}
