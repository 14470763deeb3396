/** One option group: icon, title, required badge, description, its actions, and its items' list. */
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { NestedList } from '../../framework/nested';
import { IconAction } from '../../framework/IconAction';
import { optionItems } from '../../shared/resources/optionItems/definition';
import { OptionItemInputs } from '../optionItems/OptionItemInputs';
import { ITEM_COLUMNS } from '../optionItems/itemColumns';
import { options } from '../../shared/resources/options/definition';
import { OptionIcon } from './IconInput';

export function OptionGroupCard({ group, eventId, onEdit, onDelete }: { group: RaRecord; eventId: unknown; onEdit: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: options.name });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: options.name });
  return (
    <Card variant="outlined" component="section" aria-label={group.title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <OptionIcon name={group.icon} />
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {group.title}
          </Typography>
          <Chip size="small" color={group.required ? 'warning' : 'default'} label={translate(group.required ? 'resources.options.required' : 'resources.options.optional')} />
          {canEdit ? <IconAction label="resources.options.actions.edit" onClick={onEdit} icon={<Edit fontSize="small" />} /> : null}
          {canDelete ? <IconAction label="resources.options.dialogs.deleteTitle" onClick={onDelete} icon={<DeleteOutline fontSize="small" />} /> : null}
        </Box>
        {group.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {group.description}
          </Typography>
        ) : null}
        <NestedList
          def={optionItems}
          meta={{ eventId, optionId: group.id }}
          inAddress={false}
          columns={ITEM_COLUMNS}
          inputs={<OptionItemInputs />}
          createLabel="resources.options.actions.addItem"
        />
      </CardContent>
    </Card>
  );
}
