/**
 * Which recorded fields hold ids of other records, and of which resource: a definition's
 * `reference` and `references` fields, and what custom routes record beside them (a ticket's
 * points of sale and card BINs). The history route answers those records' names with each row
 * (`refs`), and the history reads names instead of ids (docs/history.md).
 */
import type { ResourceDefinition } from '../definition';

/** Fields custom routes record that hold ids, by the resource of those ids. */
export const RECORDED_REFERENCES: Readonly<Record<string, string>> = {
  posIds: 'pointsOfSale',
  binIds: 'cardBins',
};

/** The resource whose ids `field` holds in a history row of `def`'s records, if it holds ids. */
export function referenceTarget(def: ResourceDefinition | undefined, field: string): string | undefined {
  const fd = def?.fields[field];
  if (fd && (fd.type === 'reference' || fd.type === 'references')) return fd.reference;
  return fd ? undefined : RECORDED_REFERENCES[field];
}
