/**
 * A store's categories (spec 2 section 2): a grid of cards (icon and name) with the create
 * dialog (image and name), the edit dialog (icon and name) and the delete dialog; the toasts
 * 'Erro ao criar categoria', 'Erro ao atualizar categoria', 'Categoria deletada com sucesso!',
 * 'Erro ao deletar categoria!' come from the definition's messages.
 */
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import Edit from '@mui/icons-material/Edit';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { RaRecord } from 'react-admin';
import { IconAction } from '../../framework/IconAction';
import { NestedCardGrid } from '../../framework/nested/NestedCardGrid';
import type { CardActions } from '../../framework/nested/NestedCardGrid';
import { storeCategories } from '../../shared/resources/storeCategories/definition';

function CategoryCard({ record, onEdit, onDelete }: { record: RaRecord } & CardActions) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Avatar variant="rounded" src={record.icon || undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}>
          <CategoryIcon />
        </Avatar>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {record.name}
        </Typography>
        <Box sx={{ display: 'flex' }}>
          {onEdit ? <IconAction label="resources.storeCategories.dialogs.editTitle" onClick={onEdit} icon={<Edit fontSize="small" />} /> : null}
          {onDelete ? <IconAction label="resources.storeCategories.dialogs.deleteTitle" onClick={onDelete} icon={<DeleteOutline fontSize="small" />} /> : null}
        </Box>
      </CardContent>
    </Card>
  );
}

export function StoreCategories({ storeId }: { storeId: string }) {
  return (
    <NestedCardGrid
      def={storeCategories}
      meta={{ storeId }}
      inAddress={false}
      createLabel="resources.storeCategories.actions.add"
      minCardWidth={240}
      renderCard={(category, actions) => <CategoryCard record={category} {...actions} />}
    />
  );
}
