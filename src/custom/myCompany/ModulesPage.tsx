/**
 * /modules (spec 2 section 2): the business's modules (@M_EVENTS, @M_BOOKINGS, @M_ACCREDITATION),
 * each with the menu entries it opens, read from the menu itself (src/menu/menuEntries.ts), read-only.
 */
import { Box, Card, Chip, LinearProgress, Typography } from '@mui/material';
import { Authenticated, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../framework/PageHeader';
import { LoadError } from '../../framework/LoadError';
import { httpClient } from '../../dataProvider/httpClient';
import { MENU_ENTRIES } from '../../menu/menuEntries';
import { MODULES, type ModuleCode } from '../../shared/permissions';
import { iconFor } from '../../layout/icons';

const KEY: Record<ModuleCode, string> = { '@M_EVENTS': 'events', '@M_BOOKINGS': 'bookings', '@M_ACCREDITATION': 'accreditation' };

function ModulesList() {
  const translate = useTranslate();
  const modules = useQuery({ queryKey: ['business', 'modules'], queryFn: async () => (await httpClient<string[]>('/business/modules')).json });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader title={translate('myCompany.pages.modules.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('myCompany.modules.intro')}
      </Typography>
      {modules.isError ? <LoadError error={null} fallback="myCompany.modules.loadError" onRetry={() => void modules.refetch()} /> : null}
      {modules.isPending ? <LinearProgress /> : null}
      {modules.data ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
          {MODULES.map((code) => {
            const active = modules.data.includes(code);
            const entries = MENU_ENTRIES.filter((e) => e.modules.includes(code));
            return (
              <Card component="li" key={code} variant="outlined" data-module={code} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start', opacity: active ? 1 : 0.85 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
                    {translate(`myCompany.modules.names.${KEY[code]}`)}
                  </Typography>
                  <Chip size="small" color={active ? 'success' : 'default'} label={translate(active ? 'myCompany.modules.active' : 'myCompany.modules.inactive')} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate(`myCompany.modules.descriptions.${KEY[code]}`)}
                </Typography>
                <Typography component="h3" variant="subtitle2">
                  {translate('myCompany.modules.opens')}
                </Typography>
                {entries.length ? (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {entries.map((entry) => {
                      const Icon = iconFor(entry.icon);
                      return (
                        <li key={entry.key}>
                          <Chip variant="outlined" icon={<Icon aria-hidden />} label={translate(entry.label ?? `menu.${entry.key}`)} />
                        </li>
                      );
                    })}
                  </Box>
                ) : (
                  <Typography variant="body2">{translate('myCompany.modules.none')}</Typography>
                )}
              </Card>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}

export default function ModulesPage() {
  return (
    <Authenticated>
      <ModulesList />
    </Authenticated>
  );
}
