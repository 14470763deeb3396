/** Mobile view of a list: one card per record, title and lines from `list.card`. */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldValue } from './FieldValue';
import { RecordCard } from './RecordCard';
import { recordAction, useOpenRecord, type RecordsViewProps } from './ResourceTable';

export function ResourceCards(props: RecordsViewProps) {
  const { def, records, canShow, empty } = props;
  const translate = useTranslate();
  const open = useOpenRecord(def, canShow);
  if (records.length === 0) {
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {translate(empty ?? def.messages?.empty ?? 'app.table.empty')}
      </Typography>
    );
  }
  const { title, lines } = def.list.card;
  return (
    <Stack spacing={1.5}>
      {records.map((record) => (
        <RecordCard
          key={record.id}
          {...open(record)}
          title={<FieldValue def={def} field={title} record={record} />}
          lines={lines.map((line) => <FieldValue key={line} def={def} field={line} record={record} />)}
          action={recordAction(props, record)}
        />
      ))}
    </Stack>
  );
}
