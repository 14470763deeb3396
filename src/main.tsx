import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Root } from './Root';
import { removeLegacyCookies } from './authProvider/tokens';

removeLegacyCookies();

// Real paths (/producers/1/edit), not hash URLs: the server falls back to index.html.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Root />
    </BrowserRouter>
  </StrictMode>,
);
