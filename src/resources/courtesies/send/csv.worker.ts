/**
 * Parses the courtesy CSV off the main thread (spec 1 section 4: a 100,000-row file leaves the
 * page responsive). The work itself is in csvRequests.ts.
 */
import { createCsvRequests } from './csvRequests';
import type { CsvAnswer, CsvRequest } from './csvProtocol';

// tsconfig's lib is DOM: type the worker scope by what is used.
const scope = self as unknown as { postMessage(answer: CsvAnswer, transfer?: Transferable[]): void; onmessage: ((e: MessageEvent<CsvRequest>) => void) | null };

const answer = createCsvRequests((a, transfer) => scope.postMessage(a, transfer));
scope.onmessage = ({ data }) => void answer(data);
