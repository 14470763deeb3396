/** The courtesy sending screen's harness: an injected API answering by route and a fake CSV worker running the real parsing and mapping. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import CourtesySendPage from '../../src/resources/courtesies/send/CourtesySendPage';
import { CourtesySendApiContext, createCourtesySendApi } from '../../src/resources/courtesies/send/courtesySendApi';
import type { CsvAnswer, CsvRequest } from '../../src/resources/courtesies/send/csvProtocol';
import { createCsvRequests } from '../../src/resources/courtesies/send/csvRequests';
import { CsvWorkerContext, type CsvWorkerFactory } from '../../src/resources/courtesies/send/useCsvContacts';
import { EventHarness } from './eventsFixtures';

export type Call = { path: string; options: RequestOptions };
export type Answer = (call: Call) => unknown;

export const LOTS = [
  { ticketId: 't1', lotId: 'l1', ticketTitle: 'Inteira', lotTitle: '1º lote', sectorName: 'Pista', sectorId: 's1', placesLeft: 1500 },
  { ticketId: 't1', lotId: 'l2', ticketTitle: 'Inteira', lotTitle: '2º lote', sectorName: 'Pista', sectorId: 's1', placesLeft: 1 },
  { ticketId: 't2', lotId: 'l3', ticketTitle: 'Meia', lotTitle: 'Lote único', sectorName: 'Camarote', sectorId: 's2', placesLeft: 40 },
  { ticketId: 't2', lotId: 'l4', ticketTitle: 'Meia', lotTitle: 'Lote extra', sectorName: 'Camarote', sectorId: 's2', placesLeft: 0 },
];
export const TABLE = '/events/e1/advantages-and-services/courtesies';
export const STATS = { totalCaptured: 0, totalCourtesiesSent: 0, totalUncaptured: 0, queued: 0, sent: 0, failed: 0, outbox: 0, channels: { '@EMAIL': true, '@WHATSAPP': true } };
export const DEFAULTS: Record<string, Answer> = {
  'GET /events/e1/tickets-lots': () => ({ data: LOTS }),
  'GET /events/e1/send-courtesy/reports': () => STATS,
};

export function fakeHttp(answers: Record<string, Answer | Answer[]> = {}) {
  const calls: Call[] = [];
  const http = vi.fn(async (path: string, options: RequestOptions = {}) => {
    const call = { path, options };
    calls.push(call);
    const key = `${options.method ?? 'GET'} ${path}`;
    const given = answers[key] ?? DEFAULTS[key];
    // A list answers the calls in turn.
    const answer = Array.isArray(given) ? given.shift() : given;
    if (!answer) throw new Error(`unexpected ${key}`);
    return { status: 200, json: await answer(call) };
  }) as unknown as HttpClient;
  return { http, calls };
}

/** The worker's requests answered in process by the real csvRequests, asynchronously as a worker would. */
export const fakeWorker: CsvWorkerFactory = () => {
  const worker = {
    onmessage: null as ((e: MessageEvent<CsvAnswer>) => void) | null,
    onerror: null,
    terminate: vi.fn(),
    postMessage: (request: CsvRequest) => void Promise.resolve().then(() => answer(request)),
  };
  const answer = createCsvRequests((a) => worker.onmessage?.({ data: a } as MessageEvent<CsvAnswer>));
  return worker as unknown as ReturnType<CsvWorkerFactory>;
};

export function renderPage(answers: Record<string, Answer | Answer[]> = {}, worker: CsvWorkerFactory = fakeWorker) {
  const { http, calls } = fakeHttp(answers);
  const locations: string[] = [];
  render(
    <EventHarness path="/events/e1/advantages-and-services/courtesies/send" onLocation={(l: Location) => locations.push(l.pathname)}>
      <CourtesySendApiContext.Provider value={createCourtesySendApi(http)}>
        <CsvWorkerContext.Provider value={worker}>
          <CourtesySendPage eventId="e1" />
        </CsvWorkerContext.Provider>
      </CourtesySendApiContext.Provider>
    </EventHarness>,
  );
  return { calls, locations, posts: () => calls.filter((c) => c.options.method === 'POST').map((c) => c.options.body) };
}

export const contactInputs = (label = 'E-mail') => screen.getAllByRole('textbox', { name: label });
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const lotSelect = () => screen.getByRole('combobox', { name: 'Ingresso e lote' });
/** An option is named by its ticket and lot, then its places left in brackets. */
export const optionName = (label: string) => new RegExp(`^${label} \\(`);
export async function chooseLot(name: string) {
  await waitFor(() => expect(lotSelect()).not.toHaveAttribute('aria-disabled'));
  fireEvent.mouseDown(lotSelect());
  fireEvent.click(await screen.findByRole('option', { name: optionName(name) }));
}
export const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
export const paste = (input: HTMLElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

