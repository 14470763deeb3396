/**
 * What the public accreditation pages are answered (docs/accreditation.md, "Public pages"): the
 * paired device's reads at the entrance and at an activity's door, shared by the server, which
 * words them in pt-BR, and the pages, which paint each in its colour. Isomorphic.
 */

/** A credential read by the paired device at the entrance (POST /api/public/accreditation/pair/{p}/accredit). */
export const ACCREDIT_RESULTS = ['@ACCREDITED', '@ALREADY_ACCREDITED', '@UNKNOWN'] as const;
export type AccreditReadResult = (typeof ACCREDIT_RESULTS)[number];

/** A credential read at an activity's entry (POST /api/public/accreditation/pair/{p}/activities/{id}/check-in). */
export const CHECK_IN_RESULTS = ['@CHECKED_IN', '@ALREADY_CHECKED_IN', '@NOT_ACCREDITED', '@ACTIVITY_INACTIVE', '@ACTIVITY_FULL', '@UNKNOWN'] as const;
export type CheckInReadResult = (typeof CHECK_IN_RESULTS)[number];

/** The colour of a read: green (let in now), amber (already in: look at when), red (refused). */
export type ReadTone = 'valid' | 'warning' | 'refused';
export function readTone(result: AccreditReadResult | CheckInReadResult): ReadTone {
  if (result === '@ACCREDITED' || result === '@CHECKED_IN') return 'valid';
  if (result === '@ALREADY_ACCREDITED' || result === '@ALREADY_CHECKED_IN') return 'warning';
  return 'refused';
}

/** What a read answers: the result in words, and the participant's name only (never e-mail, phone or CPF). */
export interface ReadAnswer<R extends string = AccreditReadResult | CheckInReadResult> {
  result: R;
  message: string;
  participant?: { name: string; code: string };
  /** When the credential was handed (accreditation) or the entry made (activity). */
  at?: string;
  /** An activity's entries after this read. */
  entries?: number;
}

export interface PublicAccreditation {
  id: string;
  name: string;
  image: string | null;
  business: { name: string; primaryColor: string | null; secondaryColor: string | null; logo: string | null };
}

export interface PublicActivity {
  id: string;
  name: string;
  location: string | null;
  startsAt: string | null;
  isActive: boolean;
  capacity: number | null;
}

/** GET /api/public/accreditation/pair/{pairCode}: the paired accreditation and its active activities. */
export interface PairAnswer {
  accreditation: PublicAccreditation;
  activities: PublicActivity[];
}

/** GET /api/public/accreditation/pair/{pairCode}/activities/{activityId}: one activity (active or not) and its entries. */
export interface ActivityAnswer {
  accreditation: PublicAccreditation;
  activity: PublicActivity;
  entries: number;
}

/** A self-registration's answer: the credential code (its QR encodes the bare code). */
export interface RegisteredAnswer {
  name: string;
  code: string;
  accreditation: { id: string; name: string };
}

/** Self-registrations per address in the limiter's window (15 minutes), and failed reads per address. */
export const PUBLIC_REGISTRATIONS_PER_ADDRESS = 20;
export const PUBLIC_FAILURES_PER_ADDRESS = 60;
