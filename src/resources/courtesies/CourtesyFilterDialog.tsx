/**
 * The courtesy filters (spec 1 section 2.3: redeemed or not, send type) in a dialog. The chosen
 * values are applied together, so the address changes once; an empty value means any.
 */
import { useEffect, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CourtesyFilters {
  isCaptured: string;
  type: string;
}

const CAPTURED = [
  { value: '', label: 'resources.courtesies.filters.any' },
  { value: 'true', label: 'resources.courtesies.redeemed.yes' },
  { value: 'false', label: 'resources.courtesies.redeemed.no' },
];
const TYPES = [
  { value: '', label: 'resources.courtesies.filters.any' },
  { value: '@EMAIL', label: 'resources.courtesies.types.@EMAIL' },
  { value: '@WHATSAPP', label: 'resources.courtesies.types.@WHATSAPP' },
];

function Choice({ label, value, options, onChange }: { label: string; value: string; options: typeof TYPES; onChange: (v: string) => void }) {
  const translate = useTranslate();
  return (
    <FormControl sx={{ display: 'block', mb: 2 }}>
      <FormLabel>{translate(label)}</FormLabel>
      <RadioGroup row value={value} onChange={(e) => onChange(e.target.value)} aria-label={translate(label)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={translate(o.label)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export function CourtesyFilterDialog({ open, value, onApply, onClose }: {
  open: boolean;
  value: CourtesyFilters;
  onApply: (filters: CourtesyFilters) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  // Each opening starts from what the address holds.
  useEffect(() => {
    if (open) setDraft({ isCaptured: value.isCaptured, type: value.type });
  }, [open, value.isCaptured, value.type]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="courtesy-filters-title" maxWidth="xs" fullWidth>
      <DialogTitle id="courtesy-filters-title">{translate('resources.courtesies.filters.title')}</DialogTitle>
      <DialogContent>
        <Choice label="resources.courtesies.fields.isCaptured" value={draft.isCaptured} options={CAPTURED} onChange={(isCaptured) => setDraft((d) => ({ ...d, isCaptured }))} />
        <Choice label="resources.courtesies.fields.sendBy" value={draft.type} options={TYPES} onChange={(type) => setDraft((d) => ({ ...d, type }))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft({ isCaptured: '', type: '' })}>{translate('resources.courtesies.filters.clear')}</Button>
        <Button onClick={onClose}>{translate('app.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {translate('resources.courtesies.filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
