// First: its requests leave before the modules below run (firstRequests.ts).
import './firstRequests';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root } from './Root';

// Real paths (/producers/1/edit), not hash URLs: the server falls back to index.html.
// The first render as a transition: React slices it instead of blocking the page with it.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </StrictMode>,
  ),
);
