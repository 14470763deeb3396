/**
 * The event's 'Setores e vendas' section: the sales tree, and a ticket's detail page at
 * /events/{eventID}/sectors-and-sales/sectors/{sectorID}/{ticketID}/details (spec 1 section 2.2).
 */
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { SalesTree } from './SalesTree';

const TicketDetails = lazy(() => import('../tickets/TicketDetails'));

function DetailsRoute({ eventId }: { eventId: string }) {
  const { sectorId, ticketId } = useParams();
  return (
    <Suspense fallback={<LinearProgress />}>
      <TicketDetails eventId={eventId} sectorId={sectorId!} ticketId={ticketId!} />
    </Suspense>
  );
}

export default function SalesSection({ record }: { record: RaRecord }) {
  const eventId = String(record.id);
  return (
    <Routes>
      <Route index element={<SalesTree eventId={eventId} />} />
      <Route path=":sectorId/:ticketId/details" element={<DetailsRoute eventId={eventId} />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
