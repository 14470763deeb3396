/**
 * One lot in the sales tree: grip, name, price, sold of quantity, sales window, status, mode
 * (active or 'Modo automático') and cashier; a menu to edit, switch mode or cashier, remove.
 */
import { RecordHistoryDrawer } from '../../framework/history/RecordHistoryButton';
import { memo, useState } from 'react';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { styled } from '@mui/material/styles';
import MoreVert from '@mui/icons-material/MoreVert';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DragHandle, useSortableItem, type SortableHandle } from '../../framework/ordering';
import type { RowPlace } from '../../framework/virtual/VirtualTree';
import { formatAmount } from '../../framework/money';
import { formatDateTime } from '../../framework/dates';
import { useToastedCall } from '../../framework/useToastedCall';
import { salesApi, TREE_KEY, type LotRecord, type TicketRecord } from '../sectors/salesApi';
import { useSalesTree } from '../sectors/salesTreeContext';
import type { RowOf } from '../sectors/salesRows';
import { TreeRow } from '../sectors/treeFrame';

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
function LotMenuOpen({ lot, ticket, anchor, close, openHistory }: { lot: LotRecord; ticket: TicketRecord; anchor: HTMLElement; close: () => void; openHistory: () => void }) {
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
      <MenuItem
        onClick={() => {
          close();
          openHistory();
        }}
      >
        <ListItemText>{translate('history.button')}</ListItemText>
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
  const [history, setHistory] = useState(false);
  const label = translate('resources.lots.actions.more');
  return (
    <>
      <IconButton size="small" aria-label={label} title={label} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor ? <LotMenuOpen lot={lot} ticket={ticket} anchor={anchor} close={() => setAnchor(null)} openHistory={() => setHistory(true)} /> : null}
      {history ? <RecordHistoryDrawer resource="lots" recordId={String(lot.id)} open onClose={() => setHistory(false)} /> : null}
    </>
  );
}

const DRAGGING = { opacity: 0.4 };

// Styles made once for every lot (a page may draw a thousand): the row's one styled element styles
// its parts by class, so a lot renders plain spans instead of four Typography and three Chip
// components, each resolving its theme styles again (they were most of the page's render time).
// The pills keep the measurements of MUI's small Chip. Columns line up from lot to lot on wide
// screens; on a phone the parts wrap.
const Row = styled('div')(({ theme }) => {
  const pill = (color: string, contrast: string) => ({ backgroundColor: color, color: contrast, borderColor: color });
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
    [theme.breakpoints.up('md')]: { display: 'grid', gridTemplateColumns: '20px minmax(120px, 1.2fr) 110px 150px minmax(0, 1.4fr) 320px 34px' },
    '& .lot-text': { ...theme.typography.body2, margin: 0 },
    '& .lot-title': { fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' },
    '& .lot-muted': { color: theme.palette.text.secondary },
    '& .lot-window': { ...theme.typography.caption, color: theme.palette.text.secondary, minWidth: 0 },
    '& .lot-pills': { display: 'flex', gap: theme.spacing(0.5), flexWrap: 'wrap', justifyContent: 'flex-end' },
    '& .lot-pill': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      border: '1px solid transparent',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.action.selected,
      '& svg': { fontSize: 16, marginLeft: -2, color: theme.palette.text.secondary },
    },
    '& .lot-pill[data-variant="outlined"]': { backgroundColor: 'transparent', borderColor: theme.palette.grey[400] },
    '& .lot-pill[data-color="success"]': pill(theme.palette.success.main, theme.palette.success.contrastText),
    '& .lot-pill[data-color="warning"]': pill(theme.palette.warning.main, theme.palette.warning.contrastText),
    '& .lot-pill[data-color="info"]': pill(theme.palette.info.main, theme.palette.info.contrastText),
    '& .lot-pill[data-color="error"]': pill(theme.palette.error.main, theme.palette.error.contrastText),
  };
});
/** Memoised: scrolling draws new rows without redrawing this one, a drag elsewhere neither. */
export const LotRow = memo(function LotRow({ row, list, ...place }: { row: RowOf<'lot'>; list: SortableHandle } & RowPlace) {
  const translate = useTranslate();
  const tree = useSalesTree();
  const { lot, ticket } = row;
  const { setRow, setHandle, onHandleKeyDown, isDragging } = useSortableItem(`lot:${ticket.id}`, list, lot.id, !tree.canEdit);
  const salesWindow = windowText(translate, lot);
  return (
    <TreeRow
      {...place}
      rowRef={setRow}
      role="listitem"
      aria-label={lot.title}
      aria-posinset={row.position}
      aria-setsize={row.size}
      data-testid={`lot-${lot.id}`}
      style={isDragging ? DRAGGING : undefined}
      edges={{ sectorBottom: row.sectorEnd, ticket: { gap: row.position === 1 ? 'wide' : 'narrow', bottom: row.position === row.size, indent: true } }}
    >
      <Row>
        {tree.canEdit ? <DragHandle handleRef={setHandle} busy={list.busy} onKeyDown={onHandleKeyDown} /> : <span />}
        <span className="lot-text lot-title">{lot.title}</span>
        <span className="lot-text">{formatAmount(lot.price)}</span>
        <span className="lot-text lot-muted">{translate('resources.lots.soldOf', { sold: lot.sold ?? 0, quantity: lot.quantity })}</span>
        <span className="lot-window">{salesWindow ?? ''}</span>
        <span className="lot-pills">
          <span className="lot-pill" data-color={STATUS_COLOR[lot.status] ?? 'default'}>
            {translate(`resources.lots.status.${lot.status}`, { _: lot.status })}
          </span>
          <span className="lot-pill" data-variant="outlined">
            {translate(lot.isActive ? 'resources.lots.mode.active' : 'resources.lots.mode.automatic')}
          </span>
          {lot.showInCashier ? null : (
            <span className="lot-pill" data-variant="outlined">
              <PointOfSaleOutlined />
              {translate('resources.lots.notInCashier')}
            </span>
          )}
        </span>
        {tree.canEdit ? <LotMenu lot={lot} ticket={ticket} /> : <span />}
      </Row>
    </TreeRow>
  );
});
