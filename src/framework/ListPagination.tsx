/** 'Mostrando X de Y itens' (X on this page, Y in total; 'de 1 item' in the singular) with previous/next buttons. */
import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from '../shared/catalogue';

export interface ListPaginationProps {
  page: number;
  perPage: number;
  count: number;
  total: number;
  onPage: (page: number) => void;
}

export function ListPagination({ page, perPage, count, total, onPage }: ListPaginationProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.table.showing', { count: formatCount(count, locale), smart_count: total })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" startIcon={<ChevronLeft />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {translate('app.table.previous')}
        </Button>
        <Button size="small" endIcon={<ChevronRight />} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          {translate('app.table.next')}
        </Button>
      </Box>
    </Box>
  );
}
