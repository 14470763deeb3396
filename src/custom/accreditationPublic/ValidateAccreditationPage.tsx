/**
 * /validate/accreditation?p={pairCode} (spec 2 section 2): the device paired to an accreditation
 * by its validation link accredits participants at the entrance by their credential's QR or its
 * typed code, once each (@DEVICE): accredited now in green, already accredited (and when) in
 * amber, an unknown code in red, ready for the next read. A wrong link, or the link of an
 * inactive accreditation, gets one message and no reader. Public, made for a phone.
 */
import { Box, Button } from '@mui/material';
import Tune from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AccreditationFrame } from './AccreditationFrame';
import { CredentialReader } from './CredentialReader';
import { useAccreditationPublicApi, type ReadAnswer } from './accreditationPublicApi';
import { dayAndTime, pairLinks, usePaired } from './usePaired';

export default function ValidateAccreditationPage() {
  const translate = useTranslate();
  const api = useAccreditationPublicApi();
  const { pairCode, paired, failure, fail } = usePaired();
  const details = (answer: ReadAnswer) =>
    [
      answer.result === '@ALREADY_ACCREDITED' && answer.at ? translate('app.accreditationPublic.result.accreditedAt', { at: dayAndTime(answer.at) }) : null,
      answer.participant ? translate('app.accreditationPublic.result.code', { code: answer.participant.code }) : null,
    ].filter((l): l is string => Boolean(l));

  return (
    <AccreditationFrame accreditation={paired?.accreditation} fallbackTitle="app.public.validateAccreditation" subtitle={translate('app.accreditationPublic.accredit')} failure={failure}>
      <CredentialReader read={(code) => api.accredit(pairCode, code)} details={details} onError={fail} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={Link} to={pairLinks.options(pairCode)} startIcon={<Tune />}>
          {translate('app.accreditationPublic.optionsLink')}
        </Button>
      </Box>
    </AccreditationFrame>
  );
}
