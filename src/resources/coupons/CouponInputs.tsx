/**
 * Inputs of the coupon dialog: the code typed as it is stored (capitals, no spaces), the type,
 * the value (the one number input: '%' after it or 'R$' before it, the same typing for both;
 * switching the type clears it, a percent is not a sum of money), the quantity and the validity.
 */
import { useEffect, useRef } from 'react';
import { Stack, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { DefinitionInput } from '../../framework/inputs/DefinitionInput';
import { MoneyInput } from '../../framework/inputs/MoneyInput';
import { PercentInput } from '../../framework/inputs/PercentInput';
import { requiredLabel, useTextFieldInput } from '../../framework/inputs/useTextFieldInput';
import { fieldLabel } from '../../framework/fields';
import { coupons, MAX_PERCENT_HUNDREDTHS } from '../../shared/resources/coupons/definition';

const normalizeCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

function CodeInput() {
  const { field, textFieldProps } = useTextFieldInput('code', fieldLabel(coupons, 'code'));
  return (
    <TextField
      {...textFieldProps}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(normalizeCode(e.target.value))}
      slotProps={{ inputLabel: requiredLabel, htmlInput: { maxLength: coupons.fields.code.max, autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}

function ValueInput() {
  const type = useWatch({ name: 'type' });
  const { setValue } = useFormContext();
  const shown = useRef(type);
  useEffect(() => {
    if (shown.current === type) return;
    shown.current = type;
    setValue('value', null, { shouldDirty: true });
  }, [type, setValue]);
  const label = fieldLabel(coupons, 'value');
  return type === '@FIXED' ? <MoneyInput source="value" label={label} required /> : <PercentInput source="value" label={label} max={MAX_PERCENT_HUNDREDTHS} required />;
}

export function CouponInputs() {
  const f = coupons.fields;
  return (
    <Stack spacing={2}>
      <CodeInput />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DefinitionInput def={coupons} source="type" field={f.type} />
        <ValueInput />
      </Stack>
      <DefinitionInput def={coupons} source="quantity" field={f.quantity} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DefinitionInput def={coupons} source="startAt" field={f.startAt} />
        <DefinitionInput def={coupons} source="endAt" field={f.endAt} />
      </Stack>
    </Stack>
  );
}
