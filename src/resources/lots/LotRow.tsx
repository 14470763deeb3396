/**
 * One lot in the sales tree: grip, name, price, sold of quantity, sales window, status, mode
 * (active or 'Modo automático') and cashier; a menu to edit, switch mode or cashier, remove.
 */
import { memo, useState } from 'react';
import { Box, Chip, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
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

/** The open menu: mounted only while open, so a thousand lots do not each carry a closed menu. */
function LotMenuOpen({ lot, ticket, anchor, close }: { lot: LotRecord; ticket: TicketRecord; anchor: HTMLElement; close: () => void }) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const call = useToastedCall();
  const queryClient = useQueryClient();
  const meta = { eventId: tree.eventId, sectorId: ticket.sectorId, ticketId: ticket.id };
  const flag = async (kind: 'activate' | 'cashier', body: Record<string, boolean>, success: string, fallback: string) => {
    close();
    const { ok } = await call(() => salesApi.lotFlag(meta, lot.id, kind, body), { success, fallback });
    if (ok) await queryClient.invalidateQueries({ queryKey: [TREE_KEY] });
  };
  return (
    <Menu anchorEl={anchor} open onClose={close}>
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
  );
}

function LotMenu({ lot, ticket }: { lot: LotRecord; ticket: TicketRecord }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('resources.lots.actions.more');
  return (
    <>
      <IconButton size="small" aria-label={label} title={label} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor ? <LotMenuOpen lot={lot} ticket={ticket} anchor={anchor} close={() => setAnchor(null)} /> : null}
    </>
  );
}

// Styles made once for every lot (a page may draw a thousand): no per-row sx to resolve.
// Columns line up from lot to lot on wide screens; on a phone the parts wrap.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  [theme.breakpoints.up('md')]: { display: 'grid', gridTemplateColumns: '20px minmax(120px, 1.2fr) 110px 150px minmax(0, 1.4fr) 320px 34px' },
}));
const DRAGGING = { opacity: 0.4 };
const TITLE_SX = { fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' } as const;
const WINDOW_SX = { minWidth: 0 } as const;
const CHIPS_SX = { display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' } as const;

/** Memoised: a drag elsewhere re-renders only what moved. */
export const LotRow = memo(function LotRow({ lot, ticket, list }: { lot: LotRecord; ticket: TicketRecord; list: SortableHandle }) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(`lot:${ticket.id}`, list, lot.id, !tree.canEdit);
  const salesWindow = windowText(translate, lot);
  return (
    <Row ref={setRow} role="listitem" aria-label={lot.title} data-testid={`lot-${lot.id}`} style={isDragging ? DRAGGING : undefined}>
      {tree.canEdit ? <DragHandle handleRef={setHandle} busy={list.busy} onKeyDown={onHandleKeyDown} /> : <span />}
      <Typography variant="body2" sx={TITLE_SX}>
        {lot.title}
      </Typography>
      <Typography variant="body2">{formatAmount(lot.price)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.lots.soldOf', { sold: lot.sold ?? 0, quantity: lot.quantity })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={WINDOW_SX}>
        {salesWindow ?? ''}
      </Typography>
      <Box sx={CHIPS_SX}>
        <Chip size="small" color={STATUS_COLOR[lot.status] ?? 'default'} label={translate(`resources.lots.status.${lot.status}`, { _: lot.status })} />
        <Chip size="small" variant="outlined" label={translate(lot.isActive ? 'resources.lots.mode.active' : 'resources.lots.mode.automatic')} />
        {lot.showInCashier ? null : (
          <Chip size="small" variant="outlined" icon={<PointOfSaleOutlined />} label={translate('resources.lots.notInCashier')} />
        )}
      </Box>
      {tree.canEdit ? <LotMenu lot={lot} ticket={ticket} /> : <span />}
    </Row>
  );
});
