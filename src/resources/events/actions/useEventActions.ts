/**
 * Publish, unpublish and duplicate (spec 1 section 4): each runs 750 ms after its dialog is
 * confirmed, with loading/success/error toasts. A refused publish (422 @PUBLICATION) hands its
 * per-field issues to the publish-fix dialog, which is then the only word on it.
 */
import { useState } from 'react';
import { useRefresh, type Identifier } from 'react-admin';
import { useDelayedAction } from '../../../framework/useDelayedAction';
import { useEventApi } from '../eventApi';
import { PUBLICATION_FIELDS, type PublicationField } from '../../../shared/resources/events/publication';

export interface PublicationIssue {
  field: PublicationField;
  message: string;
}

/** A toast key of the events catalogue. */
const T = (key: string) => `resources.events.toasts.${key}`;

/** The failing fields of a refused publish, only those the dialog knows, first message each. */
export function publicationIssuesOf(error: unknown): PublicationIssue[] | null {
  const body = (error as { body?: { code?: string; issues?: { field: string; message: string }[] } })?.body;
  if (body?.code !== '@PUBLICATION') return null;
  const seen = new Set<string>();
  return (body.issues ?? []).filter((issue): issue is PublicationIssue => {
    if (!(issue.field in PUBLICATION_FIELDS) || seen.has(issue.field)) return false;
    seen.add(issue.field);
    return true;
  });
}

export function useEventActions(onDone?: () => void) {
  const api = useEventApi();
  const run = useDelayedAction();
  const refresh = useRefresh();
  const [issues, setIssues] = useState<PublicationIssue[] | null>(null);
  const done = () => {
    refresh();
    onDone?.();
  };

  return {
    issues,
    closeIssues: () => setIssues(null),
    /** What the overview already knows is missing: the fix dialog instead of a doomed confirmation. */
    showIssues: (found: PublicationIssue[]) => setIssues(found),
    publish: (id: Identifier) =>
      run(() => api.publish(id), { loading: T('publishing'), success: T('published'), error: T('publishError') }, {
        onSuccess: done,
        onError: (error) => {
          const failing = publicationIssuesOf(error);
          if (!failing) return false;
          setIssues(failing);
          return true; // the dialog says it all: no red toast over it
        },
      }),
    unpublish: (id: Identifier) =>
      run(() => api.unpublish(id), { loading: T('unpublishing'), success: T('unpublished'), error: T('unpublishError') }, {
        onSuccess: done,
      }),
    duplicate: (id: Identifier) =>
      run(() => api.duplicate(id), { loading: T('duplicating'), success: T('duplicated'), error: T('duplicateError') }, {
        onSuccess: done,
      }),
  };
}
