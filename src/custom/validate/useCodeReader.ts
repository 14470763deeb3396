/**
 * Reading codes at an entrance (the door's scan step, the accreditation's credential reader): typed,
 * typed by a USB scanner (the code and Enter) or read by the camera. One read at a time (`busy`); the
 * same QR held in front of the camera is taken once in 3 seconds; after an answer the field is
 * emptied and focused for the next read; a failed call shows its message unless the page handles it.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { unlockSound } from './feedback';

/** The same QR held in front of the camera is read many times a second: once is enough. */
const SAME_READ_MS = 3000;

export const statusOf = (e: unknown) => (e as { status?: number } | null)?.status;
export const messageOf = (e: unknown) => (e as { message?: string } | null)?.message || '';

export interface CodeReaderOptions {
  /** One read: calls the server and shows its answer. */
  read: (code: string) => Promise<void>;
  /** A call failed: true when the page handled it (a link or token that stopped working); else its message is shown. */
  onError?: (error: unknown) => boolean;
}

export function useCodeReader({ read, onError }: CodeReaderOptions) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const last = useRef({ text: '', at: 0 });

  /** Stable while `onError` is: the page may hand it to its own calls (the door's counters). */
  const fail = useCallback(
    (e: unknown) => {
      if (!onError?.(e)) setError(messageOf(e) || translate('app.toast.queryError'));
    },
    [onError, translate],
  );

  /** One call of the reader (a read, the door's undo): busy meanwhile, then the field focused again. */
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  function submit(text: string) {
    const value = text.trim();
    if (!value || busy) return;
    void run(async () => {
      await read(value);
      setCode('');
    });
  }

  function onRead(text: string) {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < SAME_READ_MS) return;
    last.current = { text, at: now };
    submit(text);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    unlockSound();
    submit(code);
  };

  return { code, setCode, busy, error, input, fail, run, onRead, onSubmit };
}

export type CodeReader = ReturnType<typeof useCodeReader>;
