/**
 * /my-company and its screens (MY_COMPANY_PAGES), each lazy and for @ALL only. The index lists the
 * screens with their descriptions, each a link.
 */
import { Suspense } from 'react';
import { Box, Card, CardActionArea, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { PageHeader } from '../../framework/PageHeader';
import { iconFor } from '../../layout/icons';
import { MY_COMPANY_PAGES } from './routes';
import { RequireAll } from './RequireAll';

function MyCompanyIndex() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('menu.myCompany')} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {MY_COMPANY_PAGES.map((page) => {
          const Icon = iconFor(page.icon);
          return (
            <Card component="li" key={page.path} variant="outlined">
              <CardActionArea component={Link} to={`/my-company/${page.path}`}>
                <CardContent>
                  <Stack direction="row" spacing={2} alignItems="center">
                    <Icon color="primary" />
                    <Box>
                      <Typography variant="h6" component="h2">
                        {translate(page.title)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate(page.description)}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

export default function MyCompanyRoutes() {
  return (
    <RequireAll>
      <Suspense fallback={<LinearProgress />}>
        <Routes>
          <Route index element={<MyCompanyIndex />} />
          {MY_COMPANY_PAGES.map(({ path, Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </RequireAll>
  );
}
