/** /my-company: a card for each screen of MY_COMPANY_PAGES, and the modules page (/modules). */
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import { iconFor } from '../../layout/icons';
import { MY_COMPANY_PAGES, MY_COMPANY_ROUTE } from './routes';

const LINKS = [
  ...MY_COMPANY_PAGES.map((p) => ({ to: `${MY_COMPANY_ROUTE}/${p.path}`, title: p.title, description: p.description, icon: p.icon })),
  { to: '/modules', title: 'myCompany.pages.modules.title', description: 'myCompany.pages.modules.description', icon: 'Extension' },
];

export function MyCompanyHub() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.hub.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('myCompany.hub.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
        {LINKS.map((link) => {
          const Icon = iconFor(link.icon);
          return (
            <li key={link.to}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={link.to} sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}>
                  <Icon color="primary" sx={{ fontSize: 32, flexShrink: 0 }} aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {translate(link.title)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(link.description)}
                    </Typography>
                  </Box>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
