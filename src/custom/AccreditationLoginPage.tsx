/**
 * /accreditation/{id}/login: its own login belongs to later work (POST /accreditation/login);
 * the title and the spec's empty state until then.
 */
import { Card, CardContent } from '@mui/material';
import { AuthFrame } from './AuthFrame';
import { PlaceholderPage } from './PlaceholderPage';

export function AccreditationLoginPage() {
  return (
    <AuthFrame>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <PlaceholderPage title="app.accreditationLogin.title" />
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
