/** The user's access context (permissions, modules, ticket-office flag) from the auth provider. */
import { usePermissions } from 'react-admin';
import type { AccessContext } from '../shared/permissions';

export function useAccessContext(): AccessContext | undefined {
  const { permissions } = usePermissions<AccessContext>();
  return permissions;
}
