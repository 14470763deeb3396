/** PercentInput: typed as written, '%' after the field, integer hundredths up to 99,99. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { PercentInput } from '../../src/framework/inputs/PercentInput';
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
  it.each([
    ['12,5', 1250, '12,50'],
    ['12', 1200, '12,00'],
    ['12.5', 1250, '12,50'],
    ['0,99', 99, '0,99'],
    ['99,99', 9999, '99,99'],
  ])('typed key by key, %s is saved as %i hundredths and shown as %s out of the field', async (typed, hundredths, shown) => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput();
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.getByText('%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: hundredths });
  });

  it("refuses '100' after '10', a third decimal, and takes a pasted '12,5%'", async () => {
    const user = userEvent.setup();
    const { onSubmit, input } = renderInput({ fee: 250 });
    expect(input).toHaveValue('2,50');
    await user.clear(input);
    await user.type(input, '100');
    expect(input).toHaveValue('10');
    await user.type(input, ',255');
    expect(input).toHaveValue('10,25');
    await user.tripleClick(input);
    await user.paste('12,5%');
    expect(input).toHaveValue('12,5');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ fee: 1200 });
  });
});
