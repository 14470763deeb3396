/** The authenticated frame: app bar, filtered menu, realtime socket, the business theme loader, and the end of a session logged out elsewhere. */
import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PreferencesLoader } from './PreferencesLoader';
import { RealtimeListener } from '../realtime/RealtimeListener';
import { AccessListener } from '../realtime/AccessListener';
import { SessionEndedListener } from './SessionEndedListener';
import { DeferredMount } from '../framework/deferred';
import { AppShell } from './AppShell';

const LOADING = <LinearProgress />;
// Until the frame is drawn: the bar the first file showed (src/Root.tsx), not a blank page between.
const SHELL = <AppShell />;

export function Layout({ children }: { children: ReactNode }) {
  // The frame and then the page are mounted as interruptible work (src/framework/deferred.tsx):
  // the session check answers in one update, which would otherwise draw all of it in one task.
  return (
    <DeferredMount fallback={SHELL}>
      {/* minWidth 0 (react-admin sets fit-content): a wide child such as the event's tabs scrolls
          inside the page instead of widening the whole frame past the window. */}
      <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } }}>
        <PreferencesLoader />
        <RealtimeListener />
        <AccessListener />
        <SessionEndedListener />
        <DeferredMount fallback={LOADING}>{children}</DeferredMount>
      </RaLayout>
    </DeferredMount>
  );
}
