/** Per-lot figures hung on the event's sectors > tickets > lots, each level the sum of the one below. */
import { addLines, ZERO_LINE, type LineFigures } from '../../src/shared/reports/money';
import type { SectorLine } from '../../src/shared/reports/types';
import type { TreeSector } from './event';

export function figureTree(tree: readonly TreeSector[], byLot: ReadonlyMap<string, LineFigures>): SectorLine[] {
  return tree.map((s) => {
    const tickets = s.tickets.map((t) => {
      const lots = t.lots.map((l) => ({ lotId: l.id, lotName: l.title, price: l.price, ...(byLot.get(l.id) ?? ZERO_LINE) }));
      return { ticketId: t.id, ticketName: t.title, category: t.category, ...addLines(lots), lots };
    });
    return { sectorId: s.id, sectorName: s.name, ...addLines(tickets), tickets };
  });
}
