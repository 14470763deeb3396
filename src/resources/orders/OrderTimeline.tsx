/** The order's history, oldest first: created, paid, each message, each check-in and its undo, each refund, the cancel. */
import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailSection } from '../../framework/DetailSection';
import { formatDateTime } from '../../framework/dates';
import { formatWhatsapp } from '../../framework/format';
import { money } from './orderFormat';
import type { TimelineEntry } from './orderTypes';

export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const translate = useTranslate();
  const text = (e: TimelineEntry) => {
    const base = `resources.orders.show.timeline.${e.type}`;
    if (e.type === '@REFUND') {
      return translate(base, {
        amount: money(e.amount),
        type: translate(`resources.orders.refund.options.${e.refundType}`),
        status: translate(`resources.orders.choices.refundStatus.${e.status}`),
      });
    }
    if (e.type === '@MESSAGE') {
      return translate(base, {
        channel: translate(`resources.orders.sendChannels.${e.channel}`),
        contact: e.channel === '@WHATSAPP' ? formatWhatsapp(e.contact ?? '') : e.contact,
        status: translate(`resources.orders.show.messageStatus.${e.status}`),
      });
    }
    return translate(base, { code: e.ticketCode ?? '' });
  };
  return (
    <DetailSection title={translate('resources.orders.show.sections.timeline')}>
      <List dense disablePadding component="ol">
        {entries.map((e, i) => (
          <ListItem key={`${e.type}-${e.at}-${i}`} disableGutters divider>
            <ListItemText primary={text(e)} secondary={formatDateTime(e.at)} />
          </ListItem>
        ))}
      </List>
    </DetailSection>
  );
}
