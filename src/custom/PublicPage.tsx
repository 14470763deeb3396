/** A public page (no login, no layout) whose content belongs to later work. */
import { Box, Container } from '@mui/material';
import { PlaceholderPage } from './PlaceholderPage';

export function PublicPage({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <PlaceholderPage title={title} />
      </Container>
    </Box>
  );
}
