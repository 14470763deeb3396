/**
 * Screens of an event beyond its edit pages (producers, line-up, sessions, options,
 * affiliates...), in the navigation's order. Each is one entry: its path under
 * /events/{id}/, its label key and its view; the routes and the tabs follow from this list.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { EventProducersSection } from '../eventProducers/EventProducersSection';
import { LineupSection } from '../lineup/LineupSection';
import { lazySection } from '../../framework/nested/lazySection';

export interface EventSection {
  /** Path under /events/{id}/, e.g. 'advantages-and-services/affiliates'. */
  path: string;
  /** Catalogue key of the tab and page title. */
  label: string;
  /** Receives the loaded event; renders below the tabs. May route further (`/*`). */
  view: ComponentType<{ record: RaRecord }>;
}

export const EVENT_SECTIONS: readonly EventSection[] = [
  // Drag and drop and the dialogs load on the first visit.
  { path: 'sectors-and-sales/sectors', label: 'resources.sectors.section', view: lazySection(() => import('../sectors/SalesSection')) },
  { path: 'producers', label: 'resources.eventProducers.section', view: EventProducersSection },
  { path: 'line-up', label: 'resources.lineup.section', view: LineupSection },
  { path: 'sessions', label: 'resources.sessions.section', view: lazySection(() => import('../sessions/SessionsSection')) },
  { path: 'lobby', label: 'resources.lobbies.section', view: lazySection(() => import('../lobbies/LobbySection')) },
  // Forms (yup, masks) load on the first visit of these two.
  { path: 'advantages-and-services/affiliates', label: 'resources.affiliates.section', view: lazySection(() => import('../affiliates/AffiliatesSection')) },
  { path: 'advantages-and-services/options', label: 'resources.options.section', view: lazySection(() => import('../options/OptionsSection')) },
  { path: 'advantages-and-services/coupons', label: 'resources.coupons.section', view: lazySection(() => import('../coupons/CouponsSection')) },
  { path: 'advantages-and-services/card-bin', label: 'resources.cardBins.section', view: lazySection(() => import('../cardBins/CardBinsSection')) },
  { path: 'advantages-and-services/courtesies', label: 'resources.courtesies.section', view: lazySection(() => import('../courtesies/CourtesiesSection')) },
];
