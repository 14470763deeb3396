/** /my-company/*: the hub at its index, each screen of MY_COMPANY_PAGES at its path (lazy). */
import { Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../NotFoundPage';
import { MY_COMPANY_PAGES } from './routes';
import { MyCompanyHub } from './MyCompanyHub';

export default function MyCompanyRoutes() {
  return (
    <Routes>
      <Route index element={<MyCompanyHub />} />
      {MY_COMPANY_PAGES.map(({ path, Page }) => (
        <Route
          key={path}
          path={`${path}/*`}
          element={
            <Suspense fallback={<LinearProgress />}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
