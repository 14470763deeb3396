/**
 * Postal-code lookup (GET /cep/{zip}) once the 8 digits are typed: fills street,
 * neighborhood, city and state. A failure shows the server's message or 'Algo deu errado'.
 */
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { onlyDigits } from '../../../shared/brazil';
import { useEventApi } from '../eventApi';

const FILLED = ['street', 'neighborhood', 'city', 'state'] as const;

export function useCepLookup(prefix = 'address') {
  const api = useEventApi();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const zip = onlyDigits(useWatch({ name: `${prefix}.zipCode` }));
  // The stored zip was looked up already: only a newly typed one calls the API.
  const looked = useRef(zip);

  useEffect(() => {
    if (zip.length !== 8 || zip === looked.current) return;
    looked.current = zip;
    let active = true;
    api
      .cep(zip)
      .then((answer) => {
        if (!active) return;
        for (const key of FILLED) {
          if (answer[key]) setValue(`${prefix}.${key}`, answer[key], { shouldDirty: true, shouldValidate: false });
        }
      })
      .catch((error: unknown) => {
        const message = (error as { message?: string })?.message;
        notify(message || 'app.toast.queryError', { type: 'error', messageArgs: { _: message || undefined } });
      });
    return () => {
      active = false;
    };
  }, [zip, api, notify, setValue, prefix]);
}
