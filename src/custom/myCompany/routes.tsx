/**
 * The screens under /my-company (spec 2 section 2; issue 14). Each branch adds its entries here;
 * the hub (/my-company) links to each and each screen's back route is /my-company.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface MyCompanyPage {
  /** relative to /my-company */
  path: string;
  /** catalogue key */
  title: string;
  /** catalogue key */
  description: string;
  /** name in src/layout/icons.tsx */
  icon: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const MY_COMPANY_PAGES: MyCompanyPage[] = [
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
