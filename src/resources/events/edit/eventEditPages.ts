/** The edit sub-pages of an event (spec 1 section 2.2), in the navigation's order. */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EventEditPage } from '../../../shared/resources/events/publication';
import { GeneralInfoPage } from '../pages/GeneralInfoPage';
import { DescriptionPage } from '../pages/DescriptionPage';
import { ImagesPage } from '../pages/ImagesPage';
import { SchedulePage } from '../pages/SchedulePage';
import { LocationPage } from '../pages/LocationPage';
import { PaymentsPage } from '../pages/PaymentsPage';

export const EVENT_PAGE_VIEWS: Record<EventEditPage, ComponentType<{ record: RaRecord }>> = {
  'general-info': GeneralInfoPage,
  description: DescriptionPage,
  images: ImagesPage,
  schedule: SchedulePage,
  location: LocationPage,
  payments: PaymentsPage,
};

export const pageLabel = (page: EventEditPage) => `resources.events.pages.${page}`;
