/**
 * Accreditation (spec 2 sections 2-9, docs/accreditation.md): who may do what, and the codes the
 * server makes. Isomorphic: the server's guards and the client's buttons read the same lists.
 */
import { randomCode } from '../affiliates/code';

/** Reading accreditations, their users, activities, form and dashboard: any accreditation code. */
export const ACCREDITATION_VIEW = ['@ACCREDITATION.USER.VIEW', '@ACCREDITATION.USER.CREATE', '@ACCREDITATION.USER.MANAGE'] as const;
/** Creating and changing accreditations, activities and the participant form; (de)activating users. */
export const ACCREDITATION_MANAGE = ['@ACCREDITATION.USER.MANAGE'] as const;
/** Adding accreditation users (and re-sending their password e-mail). */
export const ACCREDITATION_USER_CREATE = ['@ACCREDITATION.USER.CREATE', '@ACCREDITATION.USER.MANAGE'] as const;

/**
 * The pair code of /validate/accreditation?p={pairCode}: the link is the device's only key, so
 * it carries 80 bits (16 characters of the look-alike-free alphabet), like a validator's code.
 */
export const PAIR_CODE_LENGTH = 16;
export const newPairCode = () => randomCode(PAIR_CODE_LENGTH);

/**
 * A participant's credential code (its QR, or typed at the entrance): 10 characters (50 bits),
 * unique in the accreditation; guessing one at the public page is limited by its rate limiter.
 */
export const CREDENTIAL_CODE_LENGTH = 10;
export const newCredentialCode = () => randomCode(CREDENTIAL_CODE_LENGTH);

/** What was typed or scanned, as stored: capitals, without spaces and dashes. */
export const normalizeCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/**
 * How a participant was registered: by staff in the back-office (or imported) before the event,
 * on site by an accreditation user, or by themselves on /accreditation-participant.
 */
export const REGISTRATION_CHANNELS = ['@BACK_OFFICE', '@ON_SITE', '@SELF_SERVICE'] as const;
export type RegistrationChannel = (typeof REGISTRATION_CHANNELS)[number];

/** Who accredited (handed the credential): an accreditation user, or the paired device (self-service kiosk). */
export const ACCREDITATION_CHANNELS = ['@STAFF', '@DEVICE'] as const;
export type AccreditationChannel = (typeof ACCREDITATION_CHANNELS)[number];

/** The seven counters of the manage page's dashboard (spec 2 section 3), in the spec's order. */
export const DASHBOARD_COUNTERS = [
  'totalParticipants',
  'preEventRegistrants',
  'onSiteRegistrants',
  'totalAccreditations',
  'accreditationsToday',
  'accreditationsByPeriod',
  'accreditationsBySelfService',
] as const;
export type DashboardCounters = Record<(typeof DASHBOARD_COUNTERS)[number], number>;
