/**
 * /validate/accreditation-options?p={pairCode}: what this paired device does, chosen by whoever
 * sets it up at its post: 'Credenciar' at the entrance, or the entry of one of the accreditation's
 * active activities. Each choice is a link (the device can be left on it, or bookmarked).
 */
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import Badge from '@mui/icons-material/Badge';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AccreditationFrame } from './AccreditationFrame';
import { dayAndTime, pairLinks, usePaired } from './usePaired';

function Option({ to, icon, title, help }: { to: string; icon: ReactNode; title: string; help: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={to} sx={{ p: 0 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {icon}
          <Stack sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {help}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function AccreditationOptionsPage() {
  const translate = useTranslate();
  const { pairCode, paired, failure } = usePaired();
  const activities = paired?.activities ?? [];
  return (
    <AccreditationFrame accreditation={paired?.accreditation} fallbackTitle="app.public.validateAccreditationOptions" subtitle={translate('app.accreditationPublic.optionsTitle')} failure={failure}>
      <nav aria-label={translate('app.accreditationPublic.optionsTitle')}>
        <Stack spacing={1.5}>
          <Option to={pairLinks.accredit(pairCode)} icon={<Badge color="primary" fontSize="large" />} title={translate('app.accreditationPublic.accredit')} help={translate('app.accreditationPublic.accreditHelp')} />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
            {translate('app.accreditationPublic.activitiesHeading')}
          </Typography>
          {activities.length === 0 ? (
            <Typography color="text.secondary">{translate('app.accreditationPublic.noActivities')}</Typography>
          ) : (
            activities.map((a) => (
              <Option
                key={a.id}
                to={pairLinks.activity(pairCode, a.id)}
                icon={<MeetingRoom color="primary" fontSize="large" />}
                title={a.name}
                help={[a.location, a.startsAt ? dayAndTime(a.startsAt) : null].filter(Boolean).join(' · ') || translate('app.accreditationPublic.activityHelp')}
              />
            ))
          )}
        </Stack>
      </nav>
    </AccreditationFrame>
  );
}
