/**
 * One public link of an accreditation on its manage page, as staff use it at the event: its name,
 * what it is for, its QR code (the full address, for a phone's camera or a poster at the entrance)
 * and the address with a copy button ('Link copiado!'). The validation link and the
 * self-registration link are both drawn by it; their texts are `resources.accreditations.links.{kind}.*`.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyableLink } from '../../framework/clipboard/CopyableLink';
import { TicketQrCode } from '../../custom/redeem/TicketQrCode';

export type AccreditationLinkKind = 'validation' | 'selfRegistration';

export function AccreditationLink({ kind, url }: { kind: AccreditationLinkKind; url: string }) {
  const translate = useTranslate();
  const key = `resources.accreditations.links.${kind}`;
  return (
    <Box component="section" aria-labelledby={`accreditation-link-${kind}`} data-link={kind} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography id={`accreditation-link-${kind}`} component="h3" variant="subtitle2">
        {translate(`${key}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${key}.hint`)}
      </Typography>
      <TicketQrCode code={url} label={translate(`${key}.qrAlt`)} size={180} />
      <CopyableLink url={url} copyLabel={`${key}.copy`} />
    </Box>
  );
}
