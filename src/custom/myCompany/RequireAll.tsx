/** The screens of /my-company are the manager's (@ALL, spec 2 section 6): others see the no-permission view. */
import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { AccessContext } from '../../shared/permissions';
import { NoPermissionPage } from '../NoPermissionPage';

export function RequireAll({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<AccessContext>();
  if (isPending) return <LinearProgress />;
  return permissions?.permissions?.includes('@ALL') ? <>{children}</> : <NoPermissionPage />;
}
