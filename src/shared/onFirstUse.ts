/**
 * A value made the first time it is asked for, then kept. For Intl formats: building one loads
 * its locale's (and time zone's) data, tens of ms on a 2-core machine, which a module building it
 * at load makes every first screen pay, whether it shows a date or an amount or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
