/**
 * GET /business/reports: the widgets the caller may see, over a period (docs/dashboard.md).
 * Sales are read from the summary per São Paulo day (migration 023); courtesies and entries are counted
 * on their indexes.
 */
import type { Db } from '../db/types';
import { translatePtBR } from '../../src/shared/catalogue';
import { addDays, daysBetween, namedPeriod, periodInstants, type Period } from '../../src/shared/dashboard/period';
import {
  SALE_CHANNELS,
  TOP_EVENTS,
  type DashboardAnswer,
  type GraphPoint,
  type Widget,
  type WidgetKey,
  type WidgetSpec,
} from '../../src/shared/dashboard/widgets';
import { salesBetween, type Sales, type SalesGroup } from './sales';
import { checkinCount, courtesyCounts, eventTitles } from './counts';

const NONE: SalesGroup = { revenue: 0, tickets: 0, orders: 0 };
const label = (key: WidgetKey) => translatePtBR(`dashboard.widgets.${key}`);
const point = (key: string, text: string, g: SalesGroup = NONE): GraphPoint => ({ key, label: text, value: g.revenue, count: g.tickets });

/** 'dd/MM' of a day 'YYYY-MM-DD'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export async function dashboardReport(db: Db, businessId: string, period: Period, specs: readonly WidgetSpec[], now = new Date()): Promise<DashboardAnswer> {
  const wanted = new Set(specs.map((s) => s.key));
  const answer: DashboardAnswer = { period: { code: period.code, startAt: period.startAt, endAt: period.endAt }, widgets: [] };
  if (!wanted.size) return answer;
  const today = namedPeriod('daily', now);
  const span = periodInstants(period);
  const todaySpan = periodInstants(today);
  const includesToday = period.startAt <= today.endAt && today.endAt <= period.endAt;

  const needsSales = ['revenue', 'ticketsSold', 'averageTicket', 'salesPerDay', 'salesByChannel', 'topEvents', 'revenueToday'].some((k) => wanted.has(k));
  const [sales, todaySales, courtesies, checkins] = await Promise.all([
    needsSales ? salesBetween(db, businessId, period.startAt, period.endAt) : undefined,
    wanted.has('revenueToday') && !includesToday ? salesBetween(db, businessId, today.startAt, today.endAt) : undefined,
    wanted.has('courtesiesIssued') || wanted.has('courtesiesRedeemed') ? courtesyCounts(db, businessId, span.from, span.to) : undefined,
    wanted.has('checkinsToday') ? checkinCount(db, businessId, todaySpan.from, todaySpan.to) : undefined,
  ]);
  const s = sales as Sales;
  const top = wanted.has('topEvents')
    ? [...s.byEvent.entries()].sort(([, a], [, b]) => b.revenue - a.revenue || b.tickets - a.tickets).slice(0, TOP_EVENTS)
    : [];
  const titles = await eventTitles(db, businessId, top.map(([id]) => id));

  const values: Record<WidgetKey, () => number | GraphPoint[]> = {
    revenueToday: () => (todaySales ?? s).byDay.get(today.endAt)?.revenue ?? 0,
    revenue: () => s.total.revenue,
    ticketsSold: () => s.total.tickets,
    averageTicket: () => (s.total.orders ? Math.round(s.total.revenue / s.total.orders) : 0),
    courtesiesIssued: () => courtesies!.issued,
    courtesiesRedeemed: () => courtesies!.redeemed,
    checkinsToday: () => checkins!,
    salesPerDay: () =>
      Array.from({ length: daysBetween(period.startAt, period.endAt) }, (_, i) => {
        const day = addDays(period.startAt, i);
        return point(day, shortDay(day), s.byDay.get(day));
      }),
    salesByChannel: () => SALE_CHANNELS.map((c) => point(c, translatePtBR(`resources.orders.choices.channel.${c}`), s.byChannel.get(c))),
    topEvents: () => top.map(([id, g]) => point(id, titles.get(id) || translatePtBR('resources.events.card.noTitle'), g)),
  };

  for (const spec of specs) {
    const value = values[spec.key as WidgetKey]();
    const widget: Widget = Array.isArray(value)
      ? { key: spec.key as WidgetKey, type: '@GRAPH', unit: spec.unit ?? '@NUMBER', label: label(spec.key as WidgetKey), series: value }
      : { key: spec.key as WidgetKey, type: spec.type as '@MONEY' | '@NUMBER', label: label(spec.key as WidgetKey), value };
    answer.widgets.push(widget);
  }
  return answer;
}
