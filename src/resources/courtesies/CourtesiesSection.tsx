/**
 * The event's courtesies (spec 1 sections 2.2, 2.3): the table, the sending screen at 'send' and a
 * courtesy's detail at '{id}'. The sending screen and the detail load on first visit.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { CourtesiesTable } from './CourtesiesTable';

const CourtesyDetail = lazy(() => import('./CourtesyDetail'));
// The sending screen brings papaparse's worker and the CSV steps: only when opened.
const CourtesySendPage = lazy(() => import('./send/CourtesySendPage'));

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<LinearProgress />}>{children}</Suspense>;

function DetailRoute({ eventId }: { eventId: string }) {
  const { courtesyId } = useParams();
  return (
    <Lazy>
      <CourtesyDetail key={courtesyId} eventId={eventId} courtesyId={courtesyId!} />
    </Lazy>
  );
}

export default function CourtesiesSection({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  return (
    <Routes>
      <Route index element={<CourtesiesTable eventId={eventId} />} />
      <Route
        path="send"
        element={
          <Lazy>
            <CourtesySendPage eventId={eventId} />
          </Lazy>
        }
      />
      <Route path=":courtesyId" element={<DetailRoute eventId={eventId} />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
