/** Custom routes get no access check from react-admin: authenticate, then ask canAccess. */
import type { ReactNode } from 'react';
import { Authenticated, CanAccess } from 'react-admin';
import { NoPermissionPage } from './NoPermissionPage';

export function GuardedPage({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <Authenticated>
      <CanAccess action="list" resource={resource} accessDenied={<NoPermissionPage />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}
