/**
 * A long list drawn only where the window shows it (@tanstack/react-virtual), whose rows sit in
 * nested groups: a sector holds its tickets, a ticket its lots. The rows are one flat list (each
 * names its groups, outermost first) so one virtualiser places them all; what is drawn is nested
 * again, each group an element spanning its rows' full extent (drawn or not), so a group keeps
 * its semantics (list, list item, region), its drop target and its real size on screen.
 *
 * Rows are absolutely placed inside their group and measured once drawn. A pinned row (the one
 * being dragged, or holding the focus) stays drawn wherever the window is, so a drag or a
 * keyboard move survives scrolling it out of view.
 */
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';

export interface TreeRow {
  key: string;
  /** The keys of the groups the row sits in, outermost first (consecutive rows share them). */
  groups: readonly string[];
}

export interface RowPlace {
  index: number;
  /** Top within the row's group, in px. */
  top: number;
  /** The ref the row's element must carry (with `data-index={index}`), to be measured. */
  measure: (node: HTMLElement | null) => void;
}

export interface GroupPlace {
  /** Top within the enclosing group (or the list), and height covering all its rows, in px. */
  top: number;
  height: number;
}

interface Props<R extends TreeRow> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  rows: readonly R[];
  estimateSize: (row: R) => number;
  renderRow: (row: R, place: RowPlace) => ReactNode;
  renderGroup: (key: string, place: GroupPlace, children: ReactNode) => ReactNode;
  /** Keys of rows to keep drawn wherever the window is (a row being dragged). */
  pinned?: () => readonly string[];
  overscan?: number;
}

/**
 * A row's height as laid out, fractions kept (the virtualiser rounds by default): rows of 51.75 px
 * placed as 52 would leave hairline seams between the pieces of a card. A row is never 0 px tall
 * once laid out; 0 means no layout (jsdom): the estimate stands.
 */
function exactHeight(node: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) {
  const height = entry?.borderBoxSize?.[0]?.blockSize ?? node.getBoundingClientRect().height;
  return height || instance.options.estimateSize(instance.indexFromElement(node));
}

interface GroupNode {
  key: string;
  children: (GroupNode | number)[];
}

/**
 * Where the list starts in the document: the virtualiser counts the window's scroll from there.
 * Read after each render (what is above may have changed) and on a resize.
 */
function useDocumentTop(ref: RefObject<HTMLDivElement | null>) {
  const [top, setTop] = useState(0);
  const read = useCallback(() => {
    const node = ref.current;
    if (node) setTop(Math.round(node.getBoundingClientRect().top + window.scrollY));
  }, [ref]);
  useLayoutEffect(read);
  useEffect(() => {
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [read]);
  return top;
}

export function VirtualTree<R extends TreeRow>({ rows, estimateSize, renderRow, renderGroup, pinned, overscan = 6, ...rest }: Props<R>) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(ref);
  const focused = useRef<string | null>(null);

  const { indexOfKey, spans } = useMemo(() => {
    const indexOfKey = new Map<string, number>();
    const spans = new Map<string, [number, number]>();
    rows.forEach((row, i) => {
      indexOfKey.set(row.key, i);
      for (const g of row.groups) {
        const span = spans.get(g);
        if (span) span[1] = i;
        else spans.set(g, [i, i]);
      }
    });
    return { indexOfKey, spans };
  }, [rows]);

  // A new function when the rows change: the virtualiser then recomputes which rows it draws
  // (a pinned row that moved is drawn at its new index at once).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const out = new Set(defaultRangeExtractor(range));
      for (const key of [...(pinned?.() ?? []), focused.current]) {
        const i = key === null ? undefined : indexOfKey.get(key);
        if (i !== undefined) out.add(i);
      }
      return [...out].sort((a, b) => a - b);
    },
    [indexOfKey, pinned],
  );

  const estimate = useCallback((i: number) => estimateSize(rows[i]), [estimateSize, rows]);
  const keyOf = useCallback((i: number) => rows[i].key, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: estimate,
    getItemKey: keyOf,
    overscan,
    scrollMargin,
    rangeExtractor,
    measureElement: exactHeight,
  });
  const items = virtualizer.getVirtualItems();
  const all = virtualizer.measurementsCache;
  // While the virtualiser holds a scroll correction it shifts what it draws: follow it.
  const shift = items.length ? all[items[0].index].start - items[0].start : 0;

  // The drawn rows nested in their groups, in order (groups are contiguous in the flat list).
  const root: GroupNode = { key: '', children: [] };
  for (const item of items) {
    let node = root;
    for (const g of rows[item.index].groups) {
      const last = node.children[node.children.length - 1];
      if (typeof last === 'object' && last.key === g) node = last;
      else {
        const child: GroupNode = { key: g, children: [] };
        node.children.push(child);
        node = child;
      }
    }
    node.children.push(item.index);
  }

  const draw = (node: GroupNode, origin: number): ReactNode[] =>
    node.children.map((child) => {
      if (typeof child === 'number') {
        const row = rows[child];
        return <Fragment key={row.key}>{renderRow(row, { index: child, top: all[child].start - origin, measure: virtualizer.measureElement })}</Fragment>;
      }
      const [first, last] = spans.get(child.key)!;
      const start = all[first].start;
      return <Fragment key={child.key}>{renderGroup(child.key, { top: start - origin, height: all[last].end - start }, draw(child, start))}</Fragment>;
    });

  // The focused row stays drawn (and so focused) while the window scrolls away from it.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'));
    focused.current = Number.isInteger(index) ? (rows[index]?.key ?? null) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus lost to nowhere (a row moved in the DOM) is given back by the row: keep it pinned.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) focused.current = null;
  };

  return (
    <div ref={ref} {...rest} onFocus={onFocus} onBlur={onBlur} style={{ ...rest.style, position: 'relative', height: virtualizer.getTotalSize() }}>
      {draw(root, scrollMargin + shift)}
    </div>
  );
}
