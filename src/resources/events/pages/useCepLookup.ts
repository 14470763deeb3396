/**
 * The event's postal-code lookup (framework/address/useCepLookup) through the event API:
 * fills street, neighborhood, city and state; a failure shows the server's message or 'Algo deu errado'.
 */
import { useCepLookup as useFrameworkCepLookup } from '../../../framework/address/useCepLookup';
import { useEventApi } from '../eventApi';

const FILLED = ['street', 'neighborhood', 'city', 'state'] as const;

export function useCepLookup(prefix = 'address') {
  const api = useEventApi();
  useFrameworkCepLookup({ prefix, lookup: api.cep, fill: FILLED });
}
