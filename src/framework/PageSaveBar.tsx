/** The foot of a page form: its one Save (react-admin's toolbar) and the warning before typed data is lost. */
import { SaveButton, Toolbar } from 'react-admin';
import { FormUnsavedChangesGuard } from './UnsavedChangesGuard';

export function PageSaveBar({ withSave = true }: { withSave?: boolean }) {
  return (
    <>
      {withSave ? (
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      ) : null}
      <FormUnsavedChangesGuard />
    </>
  );
}
