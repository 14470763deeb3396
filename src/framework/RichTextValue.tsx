/**
 * A rich-text value drawn as the reader gets it (an e-mail template's body). The HTML is the
 * server's: every rich-text write is sanitised to the editor's allow-list before it is stored
 * (server/resources/sanitize.ts), and the admin's CSP runs no inline script or handler anyway.
 */
import { Box } from '@mui/material';

export function RichTextValue({ html, component = 'div' }: { html: string; component?: 'div' | 'dd' }) {
  return (
    <Box
      component={component}
      sx={{ m: 0, mb: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& > :first-of-type': { mt: 0 } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
