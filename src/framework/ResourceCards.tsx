/** Mobile view of a list: one card per record, title and lines from `list.card`. */
import { Card, CardContent, Stack, Typography, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldValue } from './FieldValue';
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
        <Card key={record.id} variant="outlined" {...open(record)}>
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" noWrap>
                <FieldValue def={def} field={title} record={record} />
              </Typography>
              {lines.map((line) => (
                <Typography key={line} variant="body2" color="text.secondary" noWrap>
                  <FieldValue def={def} field={line} record={record} />
                </Typography>
              ))}
            </Box>
            {recordAction(props, record)}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
