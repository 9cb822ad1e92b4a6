import { ApiError } from '../../../lib/api-error.ts';

/** A form's messages by field path: 'name', or 'times.1' for the second time of a list. */
export type FormErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field, as the form shows it under that field. */
export function errorsByPath(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A refused request's messages on the form's own fields (issues on `body.<field>`), or null when none concerns one:
 * the caller then shows the server's message in a toast.
 */
export function serverFormErrors(error: unknown, fields: readonly string[]): FormErrors | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null;
  const placed = error.issues
    .map((issue) => ({ path: issue.path.replace(/^body\.?/, '').split('.'), message: issue.message }))
    .filter((issue) => fields.includes(issue.path[0] ?? ''));
  return placed.length > 0 ? errorsByPath(placed) : null;
}
