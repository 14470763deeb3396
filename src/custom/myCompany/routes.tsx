/**
 * The screens of /my-company (issue 14): the hub lists whatever this table holds, in its order, and
 * MyCompanyRoutes routes each at its path, each its own lazy chunk. A screen added here needs no
 * change to the hub.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface MyCompanyPage {
  /** Relative to /my-company, e.g. 'colors'. */
  path: string;
  /** Catalogue key. */
  title: string;
  /** Catalogue key. */
  description: string;
  /** Name in src/layout/icons.tsx. */
  icon: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const MY_COMPANY_PAGES: MyCompanyPage[] = [
  { path: 'colors', title: 'myCompany.pages.colors.title', description: 'myCompany.pages.colors.description', icon: 'Palette', Page: lazy(() => import('./ColorsPage')) },
  { path: 'details', title: 'myCompany.pages.details.title', description: 'myCompany.pages.details.description', icon: 'Business', Page: lazy(() => import('./DetailsPage')) },
  { path: 'sales-theme', title: 'myCompany.pages.salesTheme.title', description: 'myCompany.pages.salesTheme.description', icon: 'Web', Page: lazy(() => import('./SalesThemePage')) },
  { path: 'card-theme', title: 'myCompany.pages.cardTheme.title', description: 'myCompany.pages.cardTheme.description', icon: 'Style', Page: lazy(() => import('./CardThemePage')) },
  {
    path: 'payment-methods',
    title: 'myCompany.paymentMethods.title',
    description: 'myCompany.paymentMethods.description',
    icon: 'Payments',
    Page: lazy(() => import('./paymentMethods/PaymentMethodsPage')),
  },
  {
    path: 'history',
    title: 'history.title',
    description: 'history.description',
    icon: 'History',
    Page: lazy(() => import('./history/HistoryPage')),
  },
];

/** The back route of every screen of the table. */
export const MY_COMPANY_ROUTE = '/my-company';
