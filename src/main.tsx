import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root, startAdmin } from './Root';
import { removeLegacyCookies } from './authProvider/tokens';
import { AppShell } from './layout/AppShell';

removeLegacyCookies();
const admin = startAdmin(window.location.pathname);

// Real paths (/producers/1/edit), not hash URLs: the server falls back to index.html.
const root = createRoot(document.getElementById('root')!);
// An admin page shows its bar at once (src/layout/AppShell.tsx), outside the transition: a
// transition keeps what the page showed (nothing) until the admin's files are in and drawn.
if (admin) root.render(<AppShell />);
// The first render as a transition: React slices it instead of blocking the page with it.
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>,
  ),
);
