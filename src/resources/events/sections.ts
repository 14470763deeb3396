/**
 * Screens of an event beyond its edit pages (producers, line-up, sessions, options,
 * affiliates...), in the navigation's order. Each is one entry: its path under
 * /events/{id}/, its label key and its view; the routes and the tabs follow from this list.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { canAccessResource, type AccessContext } from '../../shared/permissions';
import { reportAccess } from '../../shared/reports/access';
import { lazyView } from '../../framework/lazyView';

export interface EventSection {
  /** Path under /events/{id}/, e.g. 'advantages-and-services/affiliates'. */
  path: string;
  /** Catalogue key of the tab and page title. */
  label: string;
  /** Receives the loaded event; renders below the tabs. May route further (`/*`). */
  view: ComponentType<{ record: RaRecord }>;
  /** Whether the user sees its tab (every user of the event's pages when absent). */
  canSee?: (ctx: AccessContext) => boolean;
}

export const EVENT_SECTIONS: readonly EventSection[] = [
  // Drag and drop and the dialogs load on the first visit; a big tree's reads start with the event's.
  {
    path: 'sectors-and-sales/sectors',
    label: 'resources.sectors.section',
    // Its reads start with the event's record when opened at its address (sectionPrefetch.ts).
    view: lazyView(() => import('../sectors/SalesSection')),
  },
  // Each section's code loads on its first visit: the event's other pages are drawn without it.
  {
    path: 'producers',
    label: 'resources.eventProducers.section',
    view: lazyView(() => import('../eventProducers/EventProducersSection').then((m) => ({ default: m.EventProducersSection }))),
  },
  { path: 'line-up', label: 'resources.lineup.section', view: lazyView(() => import('../lineup/LineupSection').then((m) => ({ default: m.LineupSection }))) },
  { path: 'sessions', label: 'resources.sessions.section', view: lazyView(() => import('../sessions/SessionsSection')) },
  { path: 'lobby', label: 'resources.lobbies.section', view: lazyView(() => import('../lobbies/LobbySection')) },
  // Forms (yup, masks) load on the first visit of these two.
  { path: 'advantages-and-services/affiliates', label: 'resources.affiliates.section', view: lazyView(() => import('../affiliates/AffiliatesSection')) },
  { path: 'advantages-and-services/options', label: 'resources.options.section', view: lazyView(() => import('../options/OptionsSection')) },
  { path: 'advantages-and-services/coupons', label: 'resources.coupons.section', view: lazyView(() => import('../coupons/CouponsSection')) },
  { path: 'advantages-and-services/card-bin', label: 'resources.cardBins.section', view: lazyView(() => import('../cardBins/CardBinsSection')) },
  { path: 'advantages-and-services/courtesies', label: 'resources.courtesies.section', view: lazyView(() => import('../courtesies/CourtesiesSection')) },
  { path: 'finance', label: 'resources.balances.section', view: lazyView(() => import('../balances/BalancesSection')) },
  // Relatórios (issue 13; docs/reports.md): one tab of the group each, its code loaded on its first visit,
  // shown to whoever may read reports (src/shared/reports/access.ts).
  ...(
    [
      ['summary', 'summary', () => import('../reports/SummaryReport')],
      ['consolidated', 'consolidated', () => import('../reports/ConsolidatedReport')],
      ['channels', 'channels', () => import('../reports/ChannelReport')],
      ['bordero', 'bordero', () => import('../reports/BorderoReport')],
      ['ticket-usage', 'ticketUsage', () => import('../reports/TicketUsageReport')],
      ['sales', 'sales', () => import('../reports/SalesReport')],
      ['by-period', 'byPeriod', () => import('../reports/SectorsByPeriodReport')],
    ] as const
  ).map(([path, label, load]) => ({
    path: `reports/${path}`,
    label: `resources.reports.sections.${label}`,
    view: lazyView(load as () => Promise<{ default: ComponentType<{ record: RaRecord }> }>),
    canSee: (ctx: AccessContext) => canAccessResource(reportAccess, 'show', ctx),
  })),
];
