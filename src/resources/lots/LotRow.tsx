/**
 * One lot in the sales tree: grip, name, price, sold of quantity, sales window, status, mode
 * (active or 'Modo automático') and cashier; a menu to edit, switch mode or cashier, remove.
 */
import { memo, useState } from 'react';
import { Box, Chip, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DragHandle, useSortableItem, type SortableHandle } from '../../framework/ordering';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';
import { useToastedCall } from '../../framework/useToastedCall';
import { salesApi, TREE_KEY, type LotRecord, type TicketRecord } from '../sectors/salesApi';
import { useSalesTree } from '../sectors/salesTreeContext';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'info' | 'default' | 'error'> = {
  '@ON_SALE': 'success',
  '@WAITING': 'warning',
  '@SCHEDULED': 'info',
  '@ENDED': 'default',
  '@SOLD_OUT': 'error',
};

function windowText(translate: ReturnType<typeof useTranslate>, lot: LotRecord): string | null {
  const [start, end] = [formatDateTime(lot.startAt), formatDateTime(lot.endAt)];
  if (start && end) return translate('resources.lots.window', { start, end });
  if (start) return translate('resources.lots.from', { start });
  if (end) return translate('resources.lots.until', { end });
  return null;
}

function LotMenu({ lot, ticket }: { lot: LotRecord; ticket: TicketRecord }) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const call = useToastedCall();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const meta = { eventId: tree.eventId, sectorId: ticket.sectorId, ticketId: ticket.id };
  const close = () => setAnchor(null);
  const flag = async (kind: 'activate' | 'cashier', body: Record<string, boolean>, success: string, fallback: string) => {
    close();
    const { ok } = await call(() => salesApi.lotFlag(meta, lot.id, kind, body), { success, fallback });
    if (ok) await queryClient.invalidateQueries({ queryKey: [TREE_KEY] });
  };
  const label = translate('resources.lots.actions.more');
  return (
    <>
      <IconButton size="small" aria-label={label} title={label} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            tree.editLot(ticket, lot);
          }}
        >
          <ListItemText>{translate('resources.lots.actions.edit')}</ListItemText>
        </MenuItem>
        {lot.isActive ? (
          <MenuItem onClick={() => void flag('activate', { isActive: false }, 'resources.lots.automaticOn', 'resources.lots.automaticError')}>
            <ListItemText>{translate('resources.lots.actions.automatic')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem onClick={() => void flag('activate', { isActive: true }, 'resources.lots.activated', 'resources.lots.activateError')}>
            <ListItemText>{translate('resources.lots.actions.activate')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() =>
            void flag(
              'cashier',
              { showInCashier: !lot.showInCashier },
              lot.showInCashier ? 'resources.lots.cashierHidden' : 'resources.lots.cashierShown',
              'resources.lots.updateError',
            )
          }
        >
          <ListItemText>{translate(lot.showInCashier ? 'resources.lots.actions.hideInCashier' : 'resources.lots.actions.showInCashier')}</ListItemText>
        </MenuItem>
        {tree.canDelete ? (
          <MenuItem
            onClick={() => {
              close();
              tree.deleteLot(lot);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemText>{translate('resources.lots.actions.delete')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}

/** Memoised: a drag elsewhere re-renders only what moved. */
export const LotRow = memo(function LotRow({ lot, ticket, list }: { lot: LotRecord; ticket: TicketRecord; list: SortableHandle }) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(`lot:${ticket.id}`, list, lot.id, !tree.canEdit);
  const salesWindow = windowText(translate, lot);
  return (
    <Box
      ref={setRow}
      role="listitem"
      aria-label={lot.title}
      data-testid={`lot-${lot.id}`}
      sx={{
        // Columns line up from lot to lot on wide screens; on a phone the parts wrap.
        display: { xs: 'flex', md: 'grid' },
        flexWrap: 'wrap',
        gridTemplateColumns: '20px minmax(120px, 1.2fr) 110px 150px minmax(0, 1.4fr) 320px 34px',
        alignItems: 'center', gap: 1, py: 0.5, px: 1, borderRadius: 1,
        bgcolor: 'action.hover', opacity: isDragging ? 0.4 : 1,
      }}
    >
      {tree.canEdit ? <DragHandle handleRef={setHandle} busy={list.busy} onKeyDown={onHandleKeyDown} /> : <span />}
      <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
        {lot.title}
      </Typography>
      <Typography variant="body2">{formatAmount(lot.price)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.lots.soldOf', { sold: lot.sold ?? 0, quantity: lot.quantity })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
        {salesWindow ?? ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Chip size="small" color={STATUS_COLOR[lot.status] ?? 'default'} label={translate(`resources.lots.status.${lot.status}`, { _: lot.status })} />
        <Chip size="small" variant="outlined" label={translate(lot.isActive ? 'resources.lots.mode.active' : 'resources.lots.mode.automatic')} />
        {lot.showInCashier ? null : (
          <Chip size="small" variant="outlined" icon={<PointOfSaleOutlined />} label={translate('resources.lots.notInCashier')} />
        )}
      </Box>
      {tree.canEdit ? <LotMenu lot={lot} ticket={ticket} /> : <span />}
    </Box>
  );
});
