/** Public routes of spec 1 section 2.2: reachable without login; their content is later work. */
import { Route } from 'react-router-dom';
import { PublicPage } from './PublicPage';

export const PUBLIC_PAGES = [
  { path: '/validate', title: 'app.public.validate' },
  { path: '/validate/accreditation', title: 'app.public.validateAccreditation' },
  { path: '/validate/accreditation-activity', title: 'app.public.validateAccreditationActivity' },
  { path: '/validate/accreditation-options', title: 'app.public.validateAccreditationOptions' },
  { path: '/accreditation-participant', title: 'app.public.accreditationParticipant' },
  { path: '/ativar-cortesia', title: 'app.public.activateCourtesy' },
] as const;

export const publicRoutes = () =>
  PUBLIC_PAGES.map((page) => <Route key={page.path} path={page.path} element={<PublicPage title={page.title} />} />);
