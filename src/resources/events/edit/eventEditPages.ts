/**
 * The edit sub-pages of an event (spec 1 section 2.2), in the navigation's order. Each is a chunk
 * of its own, loaded when opened: the event's other pages (its overview, its sections such as the
 * sales tree) are drawn without the forms' code (react-hook-form, yup, the masks, the editor).
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EventEditPage } from '../../../shared/resources/events/publication';
import { lazyView } from '../../../framework/lazyView';

type PageView = ComponentType<{ record: RaRecord }>;

export const EVENT_PAGE_VIEWS: Record<EventEditPage, PageView> = {
  'general-info': lazyView(() => import('../pages/GeneralInfoPage').then((m) => ({ default: m.GeneralInfoPage }))),
  description: lazyView(() => import('../pages/DescriptionPage').then((m) => ({ default: m.DescriptionPage }))),
  images: lazyView(() => import('../pages/ImagesPage').then((m) => ({ default: m.ImagesPage }))),
  schedule: lazyView(() => import('../pages/SchedulePage').then((m) => ({ default: m.SchedulePage }))),
  location: lazyView(() => import('../pages/LocationPage').then((m) => ({ default: m.LocationPage }))),
  payments: lazyView(() => import('../pages/PaymentsPage').then((m) => ({ default: m.PaymentsPage }))),
};

export const pageLabel = (page: EventEditPage) => `resources.events.pages.${page}`;
