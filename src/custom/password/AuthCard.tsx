/** The card of the logins and the public password pages on the login's frame: a title, a line under it, the form. */
import type { FormEvent, ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthFrame } from '../AuthFrame';

export function AuthCard({
  title,
  subtitle,
  onSubmit,
  maxWidth = 440,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit?: (event: FormEvent) => void;
  maxWidth?: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthFrame>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent component="form" onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                {translate(title)}
              </Typography>
              <Typography color="text.secondary">{translate(subtitle)}</Typography>
            </Box>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}

/** A failed call's field message (the server's issue on `field`), if any. */
export const fieldErrorOf = (error: unknown, field: string): string | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors?.[field];
