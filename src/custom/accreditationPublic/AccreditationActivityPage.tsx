/**
 * /validate/accreditation-activity?p={pairCode}&activity={activityId}: the paired device at an
 * activity's entry lets accredited participants in by their credential, once each (@DEVICE):
 * entered now, already entered (at hh:mm), not accredited yet, activity inactive or full, each in
 * its colour and words; the activity's name and a live count of its entries (after each read and
 * every 10 seconds, so several doors of one activity agree).
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Typography } from '@mui/material';
import Tune from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AccreditationFrame } from './AccreditationFrame';
import { CredentialReader } from './CredentialReader';
import { messageOf, useAccreditationPublicApi, type ActivityAnswer, type ReadAnswer } from './accreditationPublicApi';
import { pairLinks, timeOf, usePaired } from './usePaired';

const EVERY_MS = 10_000;

export default function AccreditationActivityPage() {
  const translate = useTranslate();
  const api = useAccreditationPublicApi();
  const { pairCode, failure: pairFailure, fail } = usePaired(false);
  const [params] = useSearchParams();
  const activityId = params.get('activity')?.trim() ?? '';
  const [loaded, setLoaded] = useState<ActivityAnswer | null>(null);
  const [entries, setEntries] = useState<number | null>(null);
  const [loadFailure, setLoadFailure] = useState(() => (activityId ? '' : translate('app.accreditationPublic.missingPair')));
  const [tick, setTick] = useState(0);
  const bump = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (!pairCode || !activityId || loadFailure) return;
    let live = true;
    api.activity(pairCode, activityId).then(
      (answer) => {
        if (!live) return;
        setLoaded(answer);
        setEntries(answer.entries);
      },
      (e) => live && setLoadFailure(messageOf(e) || translate('app.toast.queryError')),
    );
    const timer = setTimeout(bump, EVERY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, pairCode, activityId, loadFailure, tick, bump, translate]);

  const read = async (code: string) => {
    const answer = await api.checkIn(pairCode, activityId, code);
    if (typeof answer.entries === 'number') setEntries(answer.entries);
    return answer;
  };
  const details = (answer: ReadAnswer) =>
    [
      answer.result === '@ALREADY_CHECKED_IN' && answer.at ? translate('app.accreditationPublic.result.checkedInAt', { time: timeOf(answer.at) }) : null,
      answer.participant ? translate('app.accreditationPublic.result.code', { code: answer.participant.code }) : null,
    ].filter((l): l is string => Boolean(l));

  const activity = loaded?.activity;
  const count = entries ?? 0;
  return (
    <AccreditationFrame
      accreditation={loaded?.accreditation}
      fallbackTitle="app.public.validateAccreditationActivity"
      subtitle={activity ? [activity.name, activity.location].filter(Boolean).join(' · ') : undefined}
      failure={pairFailure || loadFailure}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'flex-end', gap: 1 }} data-testid="activity-entries" aria-live="polite">
        <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.1 }}>
          {activity?.capacity ? translate('app.accreditationPublic.entries.capacity', { count: count.toLocaleString('pt-BR'), capacity: activity.capacity.toLocaleString('pt-BR') }) : count.toLocaleString('pt-BR')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.accreditationPublic.entries.label')}
        </Typography>
      </Box>
      {activity && !activity.isActive ? <Alert severity="warning">{translate('app.accreditationPublic.activityInactive')}</Alert> : null}
      <CredentialReader read={read} details={details} onError={fail} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={Link} to={pairLinks.options(pairCode)} startIcon={<Tune />}>
          {translate('app.accreditationPublic.backToOptions')}
        </Button>
      </Box>
    </AccreditationFrame>
  );
}
