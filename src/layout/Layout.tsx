/** The authenticated frame: app bar, filtered menu, realtime socket and the business theme loader. */
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PreferencesLoader } from './PreferencesLoader';
import { RealtimeListener } from '../realtime/RealtimeListener';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <PreferencesLoader />
      <RealtimeListener />
      {children}
    </RaLayout>
  );
}
