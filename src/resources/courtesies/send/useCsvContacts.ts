/**
 * The CSV state of the sending screen (spec 1 section 4): @UPLOAD until a file is read, then
 * @ASSIGN with the mapping the worker detected and applied in the same pass; every mapping change
 * (and a new send type, detected again) is re-applied by the worker. Only the newest request's
 * answers count. Performance marks 'courtesy-csv:file' and 'courtesy-csv:mapped' time the whole
 * pipeline (bench/courtesyCsv.ts reads them).
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';
import { detectColumns, type ColumnMapping } from './csvColumns';
import type { CsvAnswer, CsvRequest, CsvResult } from './csvProtocol';
import { createCsvProgress } from './csvProgress';

export type CsvPhase = '@UPLOAD' | '@ASSIGN';

export interface CsvState {
  phase: CsvPhase;
  fileName: string | null;
  rowCount: number;
  preview: string[][];
  mapping: ColumnMapping | null;
  result: CsvResult | null;
  /** While the worker reads or maps: the stage (how far it is: the hook's `progress`). */
  progress: { stage: 'parse' | 'map' } | null;
  /** A file that could not be read. */
  error: string | null;
}

export const INITIAL_CSV: CsvState = { phase: '@UPLOAD', fileName: null, rowCount: 0, preview: [], mapping: null, result: null, progress: null, error: null };

/** The worker's constructor, injected so component tests (jsdom has no Worker) can fake it. */
export type CsvWorkerFactory = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;
export const CsvWorkerContext = createContext<CsvWorkerFactory>(
  () => new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' }),
);

const mark = (name: string) => globalThis.performance?.mark?.(name);

export function useCsvContacts(type: CourtesySendType) {
  const makeWorker = useContext(CsvWorkerContext);
  const worker = useRef<ReturnType<CsvWorkerFactory> | null>(null);
  const current = useRef(0);
  const [state, setState] = useState<CsvState>(INITIAL_CSV);
  const [progress] = useState(createCsvProgress);
  const stateRef = useRef(state);
  const typeRef = useRef(type);
  // Read by the worker's answers and retype, which come after the render that set them.
  useLayoutEffect(() => {
    stateRef.current = state;
    typeRef.current = type;
  });
  const timing = useRef(false);

  const post = useCallback((request: CsvRequest) => {
    worker.current!.postMessage(request);
  }, []);

  const remap = useCallback(
    (mapping: ColumnMapping) => {
      const id = ++current.current;
      progress.set(0);
      setState((s) => ({ ...s, mapping, result: null, progress: { stage: 'map' } }));
      post({ kind: 'map', id, type: typeRef.current, mapping });
    },
    [post, progress],
  );

  const mapped = () => {
    if (!timing.current) return;
    timing.current = false;
    mark('courtesy-csv:mapped');
  };

  const onAnswer = useRef<(answer: CsvAnswer) => void>(() => undefined);
  const handleAnswer = (answer: CsvAnswer) => {
    if (answer.id !== current.current) return;
    if (answer.kind === 'progress') progress.set(answer.done);
    else if (answer.kind === 'error') setState((s) => ({ ...s, progress: null, error: answer.message }));
    else if (answer.kind === 'parsed') {
      const { rowCount, preview } = answer;
      // The send type changed while the file was read: detected again for the new one.
      if (answer.type !== typeRef.current) {
        setState((s) => ({ ...s, phase: '@ASSIGN', rowCount, preview }));
        remap(detectColumns(preview, typeRef.current));
        return;
      }
      mapped();
      setState((s) => ({ ...s, phase: '@ASSIGN', rowCount, preview, mapping: answer.mapping, result: answer.result, progress: null }));
    } else {
      mapped();
      setState((s) => ({ ...s, result: answer.result, progress: null }));
    }
  };

  useLayoutEffect(() => {
    onAnswer.current = handleAnswer;
  });

  /** Starts the worker before a file is chosen (the CSV mode is shown): its script loads meanwhile. */
  const warm = useCallback(() => {
    if (worker.current) return;
    worker.current = makeWorker();
    // A transition: React draws the answer in slices and the page keeps answering meanwhile.
    worker.current.onmessage = (e: MessageEvent<CsvAnswer>) => startTransition(() => onAnswer.current(e.data));
    worker.current.onerror = () => setState((s) => ({ ...s, progress: null, error: 'worker' }));
  }, [makeWorker]);

  const choose = useCallback(
    (file: File) => {
      warm();
      mark('courtesy-csv:file');
      timing.current = true;
      const id = ++current.current;
      progress.set(0);
      // Off the change event's task: the previous file's screen comes down in slices.
      startTransition(() => setState({ ...INITIAL_CSV, fileName: file.name, progress: { stage: 'parse' } }));
      post({ kind: 'parse', id, file, type: typeRef.current });
    },
    [warm, post, progress],
  );

  /**
   * Another send type: the file stays (the worker keeps its rows) and the contact column is
   * detected again for that type, e.g. 'Telefone' instead of 'E-mail' (issue 9 item 9). A file
   * still being read is detected with the new type when it is done.
   */
  const retype = useCallback(
    (next: CourtesySendType) => {
      typeRef.current = next;
      const s = stateRef.current;
      if (s.phase === '@ASSIGN' && !s.error) remap(detectColumns(s.preview, next));
    },
    [remap],
  );

  /** Back to @UPLOAD; the worker (and the rows it holds) goes away. */
  const reset = useCallback(() => {
    current.current++;
    worker.current?.terminate();
    worker.current = null;
    setState(INITIAL_CSV);
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  return { state, progress, warm, choose, remap, retype, reset };
}
