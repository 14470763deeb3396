/**
 * The sales tree's create and edit dialog of a sector, a ticket or a lot, with its inputs: a chunk
 * of its own, which the tree loads after its first screen (SalesTree.tsx, lazyPart.tsx).
 */
import type { RaRecord } from 'react-admin';
import { NestedFormDialog } from '../../framework/nested/NestedFormDialog';
import { sectors } from '../../shared/resources/sectors/definition';
import { tickets } from '../../shared/resources/tickets/definition';
import { lots } from '../../shared/resources/lots/definition';
import { TicketInputs } from '../tickets/TicketInputs';
import { LotInputs } from '../lots/LotInputs';
import type { LotRecord, TicketRecord } from './salesApi';

export type SalesDialog =
  | { kind: 'sector'; record?: RaRecord }
  | { kind: 'ticket'; sectorId: string; record?: TicketRecord }
  | { kind: 'lot'; ticket: TicketRecord; record?: LotRecord };

export interface SalesFormDialogProps {
  eventId: string;
  /** What the dialog creates or edits; none before the first opening. */
  current?: SalesDialog;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function SalesFormDialog({ eventId, current, open, onClose, onSaved }: SalesFormDialogProps) {
  const common = { open, onClose, onSaved };
  switch (current?.kind) {
    case 'sector':
      return <NestedFormDialog key="sector" def={sectors} meta={{ eventId }} record={current.record} {...common} />;
    case 'ticket':
      return <NestedFormDialog key="ticket" def={tickets} meta={{ eventId, sectorId: current.sectorId }} record={current.record} inputs={<TicketInputs />} {...common} />;
    case 'lot':
      return (
        <NestedFormDialog
          key="lot"
          def={lots}
          meta={{ eventId, sectorId: current.ticket.sectorId, ticketId: current.ticket.id }}
          record={current.record}
          inputs={<LotInputs eventId={eventId} />}
          {...common}
        />
      );
    default:
      return null;
  }
}
