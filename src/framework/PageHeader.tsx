/** The page header of every screen: title, optional back button and create button ('Novo'). */
import type { ReactNode } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Add from '@mui/icons-material/Add';
import { Link, useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

export interface PageHeaderProps {
  title: ReactNode;
  /** Route of the back button; no button without it. */
  backTo?: string;
  /** Route of the create button; no button without it. */
  createTo?: string;
  /** Catalogue key of the create button label. */
  createLabel?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, createTo, createLabel = 'app.page.new', actions }: PageHeaderProps) {
  const translate = useTranslate();
  // Every screen has this header: its title names the browser tab too.
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 2 }}>
      {backTo ? (
        <Tooltip title={translate('app.page.back')}>
          <IconButton component={Link} to={backTo} aria-label={translate('app.page.back')} size="small">
            <ArrowBack />
          </IconButton>
        </Tooltip>
      ) : null}
      <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {actions}
      {createTo ? (
        <Button component={Link} to={createTo} variant="contained" startIcon={<Add />}>
          {translate(createLabel)}
        </Button>
      ) : null}
    </Box>
  );
}
