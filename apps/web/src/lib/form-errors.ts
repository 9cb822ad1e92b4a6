import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

type ServerErrorTargets<T extends FieldValues> = {
  /** The form's fields: a validation issue on `body.<field>` is shown under that field. */
  fields: readonly Path<T>[];
  /** Refusals that concern one field, by error code (e.g. a taken e-mail, 409 EMAIL_TAKEN, goes under email). */
  codes?: Partial<Record<string, Path<T>>>;
};

/**
 * Shows a refused request's French messages under the fields they concern. Answers false when none could be
 * placed, so the caller shows the message elsewhere (a toast or the form's own alert).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codes = {} }: ServerErrorTargets<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fromServer) return false;
  const byCode = codes[error.code];
  if (byCode) {
    setError(byCode, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find(
      (name) => issue.path === `body.${name}` || issue.path.startsWith(`body.${name}.`),
    );
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
