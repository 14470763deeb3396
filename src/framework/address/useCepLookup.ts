/**
 * Postal-code lookup (GET /cep/{zip}) once the 8 digits are typed: fills street, complement,
 * neighborhood, city and state of `<prefix>.*`. A zip already there when the form opened is not
 * looked up again. A failure shows `failure` when given (a store: 'Algo deu errado'), else the
 * server's message or the generic query error.
 */
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { onlyDigits } from '../../shared/brazil';
import { httpClient } from '../../dataProvider/httpClient';

export interface CepAnswer {
  zipCode: string;
  street: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
}

export const lookupCep = async (zip: string) => (await httpClient<CepAnswer>(`/cep/${onlyDigits(zip)}`)).json;

const FILLED = ['street', 'complement', 'neighborhood', 'city', 'state'] as const;

export interface CepLookupOptions {
  prefix?: string;
  lookup?: (zip: string) => Promise<CepAnswer>;
  /** Fields of the answer to fill (default: street, complement, neighborhood, city, state). */
  fill?: readonly (typeof FILLED)[number][];
  failure?: string;
}

export function useCepLookup({ prefix = 'address', lookup = lookupCep, fill = FILLED, failure }: CepLookupOptions = {}) {
  const notify = useNotify();
  const { setValue } = useFormContext();
  const zip = onlyDigits(useWatch({ name: `${prefix}.zipCode` }));
  // The stored zip was looked up already: only a newly typed one calls the API.
  const looked = useRef(zip);

  useEffect(() => {
    if (zip.length !== 8 || zip === looked.current) return;
    looked.current = zip;
    let active = true;
    lookup(zip)
      .then((answer) => {
        if (!active) return;
        for (const key of fill) {
          if (answer[key]) setValue(`${prefix}.${key}`, answer[key], { shouldDirty: true, shouldValidate: false });
        }
      })
      .catch((error: unknown) => {
        const message = failure ? undefined : (error as { message?: string })?.message;
        notify(failure ?? (message || 'app.toast.queryError'), { type: 'error', messageArgs: { _: message || undefined } });
      });
    return () => {
      active = false;
    };
  }, [zip, lookup, notify, setValue, prefix, fill, failure]);
}
