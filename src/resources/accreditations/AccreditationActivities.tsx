/**
 * /accreditations/{id}/activities: the activities of the accreditation (the definition's list,
 * search, create and edit dialogs), each activated or deactivated at one click (an inactive
 * activity takes no more entries, docs/accreditation.md). No delete: check-ins name them.
 */
import { Box } from '@mui/material';
import ToggleOn from '@mui/icons-material/ToggleOn';
import ToggleOff from '@mui/icons-material/ToggleOff';
import { useCanAccess, type RaRecord } from 'react-admin';
import { IconAction } from '../../framework/IconAction';
import { NestedList } from '../../framework/nested/NestedList';
import { useNestedMutations } from '../../framework/nested/useNestedMutations';
import { accreditationActivities } from '../../shared/resources/accreditationActivities/definition';
import type { AccreditationInfo } from './accreditationCalls';
import { SubPageHeader } from './HeaderActions';

function ToggleActive({ record, meta }: { record: RaRecord; meta: { accreditationId: string } }) {
  const { update } = useNestedMutations(accreditationActivities, meta);
  const active = record.isActive !== false;
  return (
    <IconAction
      label={active ? 'resources.accreditationActivities.actions.deactivate' : 'resources.accreditationActivities.actions.activate'}
      icon={active ? <ToggleOn color="success" /> : <ToggleOff />}
      onClick={() =>
        void update(record, { isActive: !active }, { success: active ? 'resources.accreditationActivities.deactivated' : 'resources.accreditationActivities.activated' })
      }
    />
  );
}

export function AccreditationActivities({ info }: { info: AccreditationInfo }) {
  const meta = { accreditationId: String(info.id) };
  const { canAccess: mayEdit } = useCanAccess({ resource: accreditationActivities.name, action: 'edit' });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <SubPageHeader info={info} title="resources.accreditations.pages.activitiesOf" />
      <NestedList
        def={accreditationActivities}
        meta={meta}
        createLabel="resources.accreditationActivities.actions.add"
        actions={mayEdit ? (record) => <ToggleActive record={record} meta={meta} /> : undefined}
      />
    </Box>
  );
}
