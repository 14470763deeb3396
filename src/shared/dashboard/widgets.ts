/**
 * The dashboard's widgets (GET /business/reports; docs/dashboard.md): what each is, its type
 * (spec 1 section 9: @MONEY, @NUMBER, @GRAPH) and who may see it. The server answers only the
 * widgets the caller may see; the page draws skeletons for the same list while it waits.
 */
import { hasPermission, type AccessContext } from '../permissions';
import { ORDER_READERS } from '../resources/orders/access';

export const WIDGET_TYPES = ['@MONEY', '@NUMBER', '@GRAPH'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/**
 * Money (revenue, average ticket, the graphs of revenue) is read by who reads orders (@PRODUCER,
 * @ALL); counts of tickets, courtesies and entries by event staff too. The cashier sees none: the
 * box office has its own session report.
 */
const MONEY_READERS = ORDER_READERS;
const COUNT_READERS: readonly string[] = ['@PRODUCER', '@EVENTS.LIST', '@EVENTS.MODIFY', '@EVENTS.CREATE'];

export interface WidgetSpec {
  key: string;
  type: WidgetType;
  /** For a graph, what its values are. */
  unit?: '@MONEY' | '@NUMBER';
  readers: readonly string[];
}

/** In the order the page shows them. */
export const WIDGETS = [
  { key: 'revenueToday', type: '@MONEY', readers: MONEY_READERS },
  { key: 'revenue', type: '@MONEY', readers: MONEY_READERS },
  { key: 'ticketsSold', type: '@NUMBER', readers: COUNT_READERS },
  { key: 'averageTicket', type: '@MONEY', readers: MONEY_READERS },
  { key: 'courtesiesIssued', type: '@NUMBER', readers: COUNT_READERS },
  { key: 'courtesiesRedeemed', type: '@NUMBER', readers: COUNT_READERS },
  { key: 'checkinsToday', type: '@NUMBER', readers: COUNT_READERS },
  { key: 'salesPerDay', type: '@GRAPH', unit: '@MONEY', readers: MONEY_READERS },
  { key: 'salesByChannel', type: '@GRAPH', unit: '@MONEY', readers: MONEY_READERS },
  { key: 'topEvents', type: '@GRAPH', unit: '@MONEY', readers: MONEY_READERS },
] as const satisfies readonly WidgetSpec[];

export type WidgetKey = (typeof WIDGETS)[number]['key'];

/** The channels of the by-channel graph (courtesies are not sales). */
export const SALE_CHANNELS = ['@SITE', '@POS', '@CASHIER'] as const;
/** How many events the top-events graph shows. */
export const TOP_EVENTS = 5;

/** The widgets a caller may see: every figure is of the events module. */
export function visibleWidgets(ctx: AccessContext): WidgetSpec[] {
  if (!ctx.modules.includes('@M_EVENTS')) return [];
  return WIDGETS.filter((w) => hasPermission(ctx.permissions, w.readers));
}

/** A point of a graph: a day ('YYYY-MM-DD'), a channel code or an event id, with its label, value and tickets. */
export interface GraphPoint {
  key: string;
  label: string;
  value: number;
  count: number;
}

export type Widget =
  | { key: WidgetKey; type: '@MONEY' | '@NUMBER'; label: string; value: number }
  | { key: WidgetKey; type: '@GRAPH'; unit: '@MONEY' | '@NUMBER'; label: string; series: GraphPoint[] };

export interface DashboardAnswer {
  period: { code: string; startAt: string; endAt: string };
  widgets: Widget[];
}
