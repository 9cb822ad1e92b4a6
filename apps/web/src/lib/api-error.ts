import * as MSG from '@secops/domain/messages';

/** Codes the client gives to failures that did not come with a readable server error. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const UNREADABLE_RESPONSE = 'UNREADABLE_RESPONSE';

export type ApiIssue = { path: string; message: string };
/** A working-time rule a planning write would break (409 WORKING_TIME). */
export type ApiViolation = { rule: string; message: string };

/** A failed API call: HTTP status (0 when the server could not be reached), error code and French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];
  readonly violations: ApiViolation[];

  constructor(
    status: number,
    code: string,
    message: string,
    issues: ApiIssue[] = [],
    violations: ApiViolation[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.violations = violations;
  }

  /** True when the message was written by the server, and so is the one to show. */
  get fromServer(): boolean {
    return this.code !== NETWORK_ERROR && this.code !== UNREADABLE_RESPONSE;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  // The schemas (and zod) load with the first failed call, not with the first page.
  const { ErrorBodySchema } = await import('@secops/domain/auth');
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError(response.status, UNREADABLE_RESPONSE, MSG.unexpectedError);
  const { code, message, issues, violations } = parsed.data;
  return new ApiError(response.status, code, message, issues, violations);
}

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR, MSG.networkError);
}

/** The server's message when there is one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/** The working-time rules a refused planning write named (409 WORKING_TIME); empty for any other failure. */
export function workingTimeViolations(error: unknown): ApiViolation[] {
  return error instanceof ApiError && error.code === 'WORKING_TIME' ? error.violations : [];
}

/**
 * A planning write refused for a rule an ADMIN or SUPERADMIN may override (409 WORKING_TIME with its rules, 409
 * UNAVAILABLE with its period), as a title and the reasons to show; null for any other failure.
 */
export function planningRefusal(error: unknown): { code: string; violations: ApiViolation[] } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'WORKING_TIME') return { code: error.code, violations: error.violations };
  if (error.code === 'UNAVAILABLE')
    return { code: error.code, violations: [{ rule: 'UNAVAILABLE', message: error.message }] };
  return null;
}
