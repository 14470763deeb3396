/** The framework's form dialog: typing starts in its first field, also when the fields load as it opens. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, TextInput, memoryStore, testDataProvider } from 'react-admin';
import { Skeleton } from '@mui/material';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { createQueryClient } from '../../src/App';
import { FormDialog } from '../../src/framework/FormDialog';

const resolver = async (values: Record<string, unknown>) => ({ values, errors: {} });

function dialog(pending: boolean) {
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()} queryClient={createQueryClient()}>
      <FormDialog
        open
        onClose={() => undefined}
        title="resources.accreditations.participants.add"
        titleId="t"
        record={{}}
        resolver={resolver as never}
        onSubmit={async () => undefined}
        pending={pending ? <Skeleton data-testid="loading" /> : null}
      >
        <TextInput source="name" label="Nome completo" />
        <TextInput source="email" label="E-mail" />
      </FormDialog>
    </AdminContext>
  );
}

describe('FormDialog', () => {
  it('focuses the first field once the dialog is in', async () => {
    render(dialog(false));
    const box = await screen.findByRole('dialog', { name: 'Adicionar participante' });
    await waitFor(() => expect(within(box).getByLabelText('Nome completo')).toHaveFocus());
  });

  it('focuses the first field when the fields arrive after the dialog is in', async () => {
    const { rerender } = render(dialog(true));
    const box = await screen.findByRole('dialog', { name: 'Adicionar participante' });
    await screen.findByTestId('loading');
    // The opening transition (MUI's 225 ms) ends while the questions still load.
    await waitFor(() => expect(box).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(box).toHaveFocus();
    rerender(dialog(false));
    await waitFor(() => expect(within(box).getByLabelText('Nome completo')).toHaveFocus());
  });
});
