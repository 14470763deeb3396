/** PercentInput ('00,00%' filled from the right, integer hundredths); the payments page is in paymentsPage.test.tsx. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { PercentInput, hundredthsFromText, textFromHundredths } from '../../src/framework/inputs/PercentInput';
import { EventHarness } from './eventsFixtures';

function renderInput(record: Record<string, unknown> = { fee: null }) {
  const onSubmit = vi.fn();
  render(
    <EventHarness>
      <Form record={record} onSubmit={onSubmit}>
        <PercentInput source="fee" label="Taxa" />
        <SaveButton alwaysEnable />
      </Form>
    </EventHarness>,
  );
  return { onSubmit, input: screen.getByLabelText('Taxa') as HTMLInputElement };
}

describe('PercentInput', () => {
  it("formats and parses hundredths: 1234 <-> '12,34%'", () => {
    expect(textFromHundredths(1234)).toBe('12,34%');
    expect(textFromHundredths(5)).toBe('0,05%');
    expect(textFromHundredths(null)).toBe('');
    expect(hundredthsFromText('12,345%', 1234)).toBe(1234); // over 99,99%: refused
    expect(hundredthsFromText('12,34', 1234)).toBe(123); // the '%' deleted: drops the last digit
    expect(hundredthsFromText('', 5)).toBeNull();
  });

  it("typing '1234' shows '12,34%' and stores 1234", async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput();
    await user.type(input, '1234');
    expect(input).toHaveValue('12,34%');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 1234 });
  });

  it("stops at '99,99%' and Backspace removes the last digit", async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput({ fee: 250 });
    expect(input).toHaveValue('2,50%');
    await user.clear(input);
    await user.type(input, '999999');
    expect(input).toHaveValue('99,99%');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('9,99%');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 999 });
  });
});
