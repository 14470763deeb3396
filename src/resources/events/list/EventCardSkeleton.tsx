/** The card's shape while the list loads. */
import { Card, CardContent, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EventCardSkeleton() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" aria-busy="true" aria-label={translate('app.toast.loading')}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
        <Skeleton width="60%" height={36} />
      </CardContent>
    </Card>
  );
}
