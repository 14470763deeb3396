/**
 * On an edit page, each hashed credential of the record (FieldDefinition.hashed): it cannot be
 * shown again, so staff make a new one (after a confirmation: the old one stops working at once)
 * and read it in CredentialDialog.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import Autorenew from '@mui/icons-material/Autorenew';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { getPath, type ResourceDefinition } from '../../shared/definition';
import { ConfirmDialog } from '../ConfirmDialog';
import { DetailSection } from '../DetailSection';
import { fieldLabel } from '../fields';
import { useToastedCall } from '../useToastedCall';
import { CredentialDialog } from './CredentialDialog';
import { hashedFields } from './hashedFields';

type WithRemake = { remakeCredential(resource: string, params: { id: unknown; field: string }): Promise<{ data: Record<string, unknown> }> };

function CredentialRow({ def, field }: { def: ResourceDefinition; field: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider() as unknown as WithRemake;
  const call = useToastedCall();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const label = fieldLabel(def, field);

  async function remake() {
    setAsking(false);
    if (!record) return;
    const { ok, value } = await call(() => dataProvider.remakeCredential(def.name, { id: record.id, field }), {
      success: 'app.credentials.made',
      fallback: 'app.toast.error',
    });
    if (!ok || !value) return;
    setMade(String(getPath(value.data, field) ?? ''));
    // The record moved on (its updatedAt): the form reads it again, so a later save is not taken for a stale one.
    void queryClient.invalidateQueries({ queryKey: [def.name, 'getOne'] });
  }

  return (
    <DetailSection title={translate(label)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('app.credentials.hidden')}
        </Typography>
        <Button variant="outlined" startIcon={<Autorenew />} onClick={() => setAsking(true)}>
          {translate('app.credentials.remake')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title="app.credentials.remakeTitle"
        content="app.credentials.remakeText"
        confirmColor="warning"
        onConfirm={() => void remake()}
        onClose={() => setAsking(false)}
      />
      <CredentialDialog value={made} label={label} onClose={() => setMade(null)} />
    </DetailSection>
  );
}

export function CredentialPanel({ def }: { def: ResourceDefinition }) {
  const fields = hashedFields(def);
  if (!fields.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, px: { xs: 2, sm: 2 }, pb: 2, maxWidth: 752 }}>
      {fields.map((field) => (
        <CredentialRow key={field} def={def} field={field} />
      ))}
    </Box>
  );
}
