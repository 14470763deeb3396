/**
 * One coupon: code, discount, how many are left and the validity dates (dd/MM/yyyy). A coupon
 * with none left is dimmed (spec 1 section 2.3) and says 'Esgotado'.
 */
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import type { CardActions } from '../../framework/nested/NestedCardGrid';
import { formatDate } from '../../framework/dates';
import { IconAction } from '../../framework/IconAction';
import { RecordHistoryButton } from '../../framework/history/RecordHistoryButton';
import { discountText } from './discount';

export const SOLD_OUT_OPACITY = 0.5;

function validityText(translate: ReturnType<typeof useTranslate>, record: RaRecord) {
  const [start, end] = [formatDate(record.startAt), formatDate(record.endAt)];
  if (start && end) return translate('resources.coupons.card.between', { start, end });
  if (start) return translate('resources.coupons.card.from', { start });
  if (end) return translate('resources.coupons.card.until', { end });
  return translate('resources.coupons.card.always');
}

export function CouponCard({ record, onEdit, onDelete }: { record: RaRecord } & CardActions) {
  const translate = useTranslate();
  const left = Number(record.quantity ?? 0);
  const soldOut = left <= 0;
  return (
    <Card variant="outlined" component="article" aria-label={record.code} sx={{ opacity: soldOut ? SOLD_OUT_OPACITY : 1, display: 'flex' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" noWrap title={record.code} sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', fontWeight: 700, letterSpacing: 1 }}>
            {record.code}
          </Typography>
          {onEdit ? <IconAction label="resources.coupons.actions.edit" onClick={onEdit} icon={<Edit fontSize="small" />} /> : null}
          {onEdit ? <RecordHistoryButton resource="coupons" recordId={String(record.id)} compact /> : null}
          {onDelete ? <IconAction label="resources.coupons.actions.delete" onClick={onDelete} icon={<DeleteOutline fontSize="small" />} /> : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {discountText(record.type, record.value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`resources.coupons.choices.type.${record.type}`, { _: String(record.type ?? '') })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {soldOut ? (
            <Chip size="small" label={translate('resources.coupons.card.soldOut')} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={translate('resources.coupons.card.left', { smart_count: left })} />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <EventOutlined sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2">{validityText(translate, record)}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
