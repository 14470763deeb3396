/**
 * Copy steps of an event's duplicate for the sales tree (docs/decisions.md, "Duplicating the
 * sales tree"): sectors, tickets and lots with new ids, each under the copy of its parent, lots
 * pointing at the copied sessions; the event's card BINs; and the ticket links that carry over:
 * points of sale (the business's own) and BIN restrictions (to the copied BINs). Never hidden
 * links (a secret link already shared must not open the copy), coupons, orders or sales.
 */
import { sectors } from '../../../src/shared/resources/sectors/definition';
import { tickets } from '../../../src/shared/resources/tickets/definition';
import { lots } from '../../../src/shared/resources/lots/definition';
import { cardBins } from '../../../src/shared/resources/cardBins/definition';
import { copyMapped } from '../events/copyMapped';
import type { CopyStep } from '../events/duplicate';

const copySectors = copyMapped(sectors);
const copyTickets = copyMapped(tickets);
const copyLots = copyMapped(lots, ['sessionId']);
const copyBins = copyMapped(cardBins);

const copyLinks: CopyStep = async (tx, copy) => {
  const ids = [[...copy.ids.keys()], [...copy.ids.values()]];
  await tx.query(
    `WITH ids AS (SELECT * FROM unnest($2::uuid[], $3::uuid[]) AS m(old_id, new_id))
     INSERT INTO ticket_pos (business_id, ticket_id, pos_id)
     SELECT tp.business_id, t.new_id, tp.pos_id FROM ticket_pos tp JOIN ids t ON t.old_id = tp.ticket_id WHERE tp.business_id = $1`,
    [copy.businessId, ...ids],
  );
  await tx.query(
    `WITH ids AS (SELECT * FROM unnest($2::uuid[], $3::uuid[]) AS m(old_id, new_id))
     INSERT INTO ticket_card_bins (business_id, ticket_id, bin_id)
     SELECT tb.business_id, t.new_id, b.new_id FROM ticket_card_bins tb
       JOIN ids t ON t.old_id = tb.ticket_id JOIN ids b ON b.old_id = tb.bin_id WHERE tb.business_id = $1`,
    [copy.businessId, ...ids],
  );
};

/** Sessions must be copied (and mapped) before: lots point at them. */
export const copySalesTree: CopyStep = async (tx, copy) => {
  // A server running without these definitions has no tables to copy.
  const { rows } = await tx.query<{ ok: boolean }>(
    `SELECT bool_and(to_regclass(t) IS NOT NULL) AS ok FROM unnest(ARRAY['sectors', 'tickets', 'lots', 'card_bins']) AS t`,
  );
  if (!rows[0]?.ok) return;
  for (const step of [copySectors, copyTickets, copyLots, copyBins, copyLinks]) await step(tx, copy);
};
