/** Bridges react-imask to MUI's TextField: the form receives the unmasked value (digits). */
import { forwardRef } from 'react';
// The input alone and the two kinds of mask the app uses (a pattern, a list of patterns):
// 'react-imask' itself registers every kind (numbers, dates, ranges...), a third of imask's weight.
import IMaskInput from 'react-imask/esm/input';
import 'imask/esm/masked/pattern';
import 'imask/esm/masked/dynamic';

export interface MaskAdapterProps {
  name: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
  /** imask options: a pattern, or a list of patterns (dynamic). */
  maskOptions: Record<string, unknown>;
  value?: string;
}

export const MaskAdapter = forwardRef<HTMLInputElement, MaskAdapterProps>(function MaskAdapter(
  { onChange, maskOptions, name, value, ...other },
  ref,
) {
  const Input = IMaskInput as unknown as React.ComponentType<Record<string, unknown>>;
  return (
    <Input
      {...other}
      {...maskOptions}
      name={name}
      value={value ?? ''}
      unmask
      inputRef={ref}
      onAccept={(unmasked: string) => {
        if (unmasked !== (value ?? '')) onChange({ target: { name, value: unmasked } });
      }}
    />
  );
});
