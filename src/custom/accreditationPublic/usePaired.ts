/**
 * What the paired device's pages share: the pair code of the address (`p`), the accreditation it
 * opens (or the message of a wrong link, the same for an inactive accreditation), and short
 * São Paulo times for the answers ('dd/MM HH:mm', 'HH:mm').
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDayTime, formatTime } from '../../shared/dateTime';
import { messageOf, statusOf, useAccreditationPublicApi, type PairAnswer } from './accreditationPublicApi';

export const dayAndTime = (iso: string) => formatDayTime(iso);
export const timeOf = (iso: string) => formatTime(iso);

/** The pages' addresses, with the pair code (and the activity) of the link. */
export const pairLinks = {
  accredit: (p: string) => `/validate/accreditation?p=${encodeURIComponent(p)}`,
  options: (p: string) => `/validate/accreditation-options?p=${encodeURIComponent(p)}`,
  activity: (p: string, activityId: string) => `/validate/accreditation-activity?p=${encodeURIComponent(p)}&activity=${encodeURIComponent(activityId)}`,
};

/**
 * The paired accreditation of the address's `p`: loaded once; `fail` ends the page with a
 * message (a read answered 404: the link stopped working meanwhile).
 */
export function usePaired(load = true) {
  const translate = useTranslate();
  const api = useAccreditationPublicApi();
  const [params] = useSearchParams();
  const pairCode = params.get('p')?.trim() ?? '';
  const [paired, setPaired] = useState<PairAnswer | null>(null);
  const [failure, setFailure] = useState(() => (pairCode ? '' : translate('app.accreditationPublic.missingPair')));
  const fail = useCallback(
    (e: unknown): boolean => {
      const status = statusOf(e);
      if (status !== 404 && status !== 429) return false;
      setFailure(messageOf(e) || translate('app.toast.queryError'));
      return true;
    },
    [translate],
  );

  useEffect(() => {
    if (!pairCode || !load) return;
    let live = true;
    api.pair(pairCode).then(
      (answer) => live && setPaired(answer),
      (e) => live && setFailure(messageOf(e) || translate('app.toast.queryError')),
    );
    return () => {
      live = false;
    };
  }, [api, pairCode, load, translate]);

  return { pairCode, paired, failure, fail };
}
