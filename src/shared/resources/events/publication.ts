/**
 * What an event needs to be published (spec 1 section 4). The server runs these rules on
 * PATCH /events/{id}/publish and answers 422 with one issue per failing field; the publish-fix
 * dialog links each field to the edit page that fixes it.
 */
export const EVENT_EDIT_PAGES = ['general-info', 'description', 'images', 'schedule', 'location', 'payments'] as const;
export type EventEditPage = (typeof EVENT_EDIT_PAGES)[number];

export const PUBLICATION_FIELDS = {
  title: 'general-info',
  classification: 'general-info',
  description: 'description',
  primaryImage: 'images',
  startAt: 'schedule',
  location: 'location',
  localization: 'location',
  paymentAccountId: 'payments',
} as const satisfies Record<string, EventEditPage>;
export type PublicationField = keyof typeof PUBLICATION_FIELDS;

/**
 * The editor's default text (spec 1 section 2.3). It is a placeholder now, but events saved
 * before could hold it as their whole description: that still counts as no description.
 */
export const DEFAULT_DESCRIPTION = 'Insira uma descrição para seu evento.';

interface EventLike {
  title?: string | null;
  classification?: string | null;
  description?: string | null;
  primaryImage?: string | null;
  startAt?: string | null;
  endAt?: string | null;
  location?: string | null;
  address?: { zipCode?: string | null; street?: string | null; city?: string | null; state?: string | null } | null;
  paymentAccountId?: string | null;
}

const blank = (v: unknown) => v == null || String(v).trim() === '';
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** True when a description is empty or only the editor's default text. */
export function isDefaultDescription(description: string | null | undefined): boolean {
  return blank(description) || [DEFAULT_DESCRIPTION, ''].includes(textOf(String(description)));
}

/** The failing fields, in the dialog's order; the message is a catalogue key. */
export function publicationIssues(event: EventLike): { field: PublicationField; message: string }[] {
  const fails: Record<PublicationField, boolean> = {
    title: blank(event.title),
    classification: blank(event.classification),
    description: isDefaultDescription(event.description),
    primaryImage: blank(event.primaryImage),
    startAt: blank(event.startAt) || (!blank(event.endAt) && Date.parse(String(event.endAt)) < Date.parse(String(event.startAt))),
    location: blank(event.location),
    localization: ['zipCode', 'street', 'city', 'state'].some((k) => blank(event.address?.[k as 'city'])),
    paymentAccountId: blank(event.paymentAccountId),
  };
  return (Object.keys(PUBLICATION_FIELDS) as PublicationField[])
    .filter((field) => fails[field])
    .map((field) => ({ field, message: `resources.events.publicationIssue.${field}` }));
}
