/**
 * Turns the server's error body ({message, code, issues}) into react-admin's HttpError,
 * keeping the pt-BR message and mapping issues to `body.errors` so they land under the fields.
 */
import { HttpError } from 'ra-core';

export interface ApiErrorBody {
  message?: string;
  code?: string;
  issues?: { field: string; message: string }[];
  errors?: Record<string, string>;
}

export function toHttpError(status: number, body: unknown, fallback: string): HttpError {
  const data = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
  const errors: Record<string, string> = {};
  for (const issue of data.issues ?? []) {
    if (issue.field && !(issue.field in errors)) errors[issue.field] = issue.message;
  }
  const message = data.message || fallback;
  return new HttpError(message, status, { ...data, ...(Object.keys(errors).length ? { errors } : {}) });
}
