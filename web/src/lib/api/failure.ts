import { isApiError } from './client';

/** What a form action answers when it does not redirect. */
export interface FormResult {
  message?: string;
  errors?: Record<string, string[]>;
  ok?: boolean;
}

interface FailureOptions {
  /** The message for any failure not covered below. */
  fallback: string;
  /** Messages for particular statuses (e.g. 409 → the e-mail is taken). */
  status?: Partial<Record<number, string>>;
  /** API field name → the form's field name, for 422 messages. */
  fields?: Record<string, string>;
}

/**
 * Turns what an `api()` call threw into what the form shows. A thrown Response (the client's
 * redirect to sign-in) is rethrown so the router follows it.
 */
export function failure(e: unknown, options: FailureOptions): FormResult {
  if (e instanceof Response) throw e;
  if (!isApiError(e)) {
    console.error(e);
    return { message: options.fallback };
  }
  const map = options.fields ?? {};
  const errors = e.errors
    ? Object.fromEntries(Object.entries(e.errors).map(([field, messages]) => [map[field] ?? field, messages]))
    : undefined;
  const forStatus = options.status?.[e.status];
  if (forStatus) return errors ? { message: forStatus, errors } : { message: forStatus };
  if (e.status === 422 && errors) return { errors };
  // A limit (codes, reminders, …): the server says which and until when, in words for the family.
  if (e.status === 429 && e.message) return { message: e.message };
  return errors ? { message: options.fallback, errors } : { message: options.fallback };
}
