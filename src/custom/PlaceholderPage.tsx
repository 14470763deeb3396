/**
 * A screen whose content belongs to later work: its title and the spec's empty state,
 * and nothing that pretends to work.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../framework/PageHeader';
import { EmptyState } from './EmptyState';

export function PlaceholderPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate(title)} />
      <EmptyState />
    </Box>
  );
}
