/**
 * How the rows of the virtual sales tree look like cards: each row draws its own share of its
 * sector's card (sides; the top on the header, the bottom on the sector's last row) and of its
 * ticket's box, with the gaps inside them as padding, so a row's measured height is all the room
 * it takes. Styles are made once, by class, for every row of the page.
 */
import { useCallback, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

export const TreeStyles = styled('div')(({ theme }) => {
  const line = `1px solid ${theme.palette.divider}`;
  const r = theme.shape.borderRadius;
  const top = { borderTop: line, borderTopLeftRadius: r, borderTopRightRadius: r };
  const bottom = { borderBottom: line, borderBottomLeftRadius: r, borderBottomRightRadius: r };
  return {
    '& .tree-group, & .tree-row': { position: 'absolute', left: 0, right: 0 },
    '& .tree-fill': { position: 'relative', height: '100%' },
    '& .tree-row[data-spaced]': { paddingTop: theme.spacing(2) },
    // The sector's card (MUI's outlined Card with its CardContent padding).
    '& .sector-edge': { borderLeft: line, borderRight: line, backgroundColor: theme.palette.background.paper, padding: theme.spacing(0, 2) },
    '& .sector-edge[data-top]': { ...top, paddingTop: theme.spacing(2) },
    '& .sector-edge[data-gap="wide"]': { paddingTop: theme.spacing(1.5) },
    '& .sector-edge[data-gap="narrow"]': { paddingTop: theme.spacing(1) },
    '& .sector-edge[data-bottom]': { ...bottom, paddingBottom: theme.spacing(3) },
    // A ticket's box inside it; its lots indented from 600 px.
    '& .ticket-edge': { borderLeft: line, borderRight: line, padding: theme.spacing(0, 1) },
    '& .ticket-edge[data-top]': { ...top, paddingTop: theme.spacing(1) },
    '& .ticket-edge[data-gap="wide"]': { paddingTop: theme.spacing(1) },
    '& .ticket-edge[data-gap="narrow"]': { paddingTop: theme.spacing(0.5) },
    '& .ticket-edge[data-bottom]': { ...bottom, paddingBottom: theme.spacing(1) },
    [theme.breakpoints.up('sm')]: { '& .lot-indent': { paddingLeft: theme.spacing(4) } },
  };
});

type Gap = 'wide' | 'narrow';

export interface Edges {
  /** Room above the card: every sector but the first. */
  spaced?: boolean;
  sectorTop?: boolean;
  sectorBottom?: boolean;
  sectorGap?: Gap;
  /** Inside a ticket's box. */
  ticket?: { top?: boolean; bottom?: boolean; gap?: Gap; indent?: boolean };
}

const on = (flag: boolean | undefined) => (flag ? '' : undefined);

/** One row of the tree: placed and measured by VirtualTree (`index`, `top`, `measure`), framed by `edges`. */
export function TreeRow({
  index,
  top,
  measure,
  rowRef,
  edges,
  children,
  style,
  ...attrs
}: {
  index: number;
  top: number;
  measure: (node: HTMLElement | null) => void;
  /** Another ref for the row's element (a drop target). */
  rowRef?: (node: HTMLElement | null) => void;
  edges: Edges;
  children: ReactNode;
} & HTMLAttributes<HTMLDivElement>) {
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      measure(node);
      rowRef?.(node);
    },
    [measure, rowRef],
  );
  const { ticket } = edges;
  return (
    <div ref={ref} data-index={index} className="tree-row" data-spaced={on(edges.spaced)} style={{ ...style, top }} {...attrs}>
      <div className="sector-edge" data-top={on(edges.sectorTop)} data-bottom={on(edges.sectorBottom)} data-gap={edges.sectorGap}>
        {ticket ? (
          <div className="ticket-edge" data-top={on(ticket.top)} data-bottom={on(ticket.bottom)} data-gap={ticket.gap}>
            {ticket.indent ? <div className="lot-indent">{children}</div> : children}
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
