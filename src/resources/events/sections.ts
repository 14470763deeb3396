/**
 * Screens of an event beyond its edit pages (producers, line-up, sessions, options,
 * affiliates...), in the navigation's order. Each is one entry: its path under
 * /events/{id}/, its label key and its view; the routes and the tabs follow from this list.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

export interface EventSection {
  /** Path under /events/{id}/, e.g. 'advantages-and-services/affiliates'. */
  path: string;
  /** Catalogue key of the tab and page title. */
  label: string;
  /** Receives the loaded event; renders below the tabs. May route further (`/*`). */
  view: ComponentType<{ record: RaRecord }>;
}

export const EVENT_SECTIONS: readonly EventSection[] = [];
