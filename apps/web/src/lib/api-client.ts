import type { RefreshResponse } from '@secops/domain/auth';
import { networkError, toApiError } from './api-error.ts';
import { API_BASE } from './api-base.ts';
import { takeEarlyGet } from './early-requests.ts';

/** How the client reaches the signed-in session without depending on where it is stored. */
export type SessionBridge = {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  onRefreshed: (session: RefreshResponse) => void;
  /** The session cannot be renewed: sign out and go to the login page. */
  onSessionLost: () => void;
};

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Sign-in calls: sent without a bearer token and never rescued by a refresh. */
  anonymous?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const noSession: SessionBridge = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  onRefreshed: () => undefined,
  onSessionLost: () => undefined,
};

let session = noSession;
let refreshing: Promise<string | null> | null = null;

export function connectSession(bridge: SessionBridge): void {
  session = bridge;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(method: Method, path: string, options: RequestOptions, token: string | null) {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? await takeEarlyGet(url, token) : undefined;
  if (early) return early;
  try {
    return await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

async function refreshSession(): Promise<string | null> {
  const refreshToken = session.getRefreshToken();
  if (!refreshToken) {
    session.onSessionLost();
    return null;
  }
  // A refresh the server could not receive (connection lost) does not end the session: only a refusal does.
  const response = await send('POST', '/auth/refresh', { body: { refreshToken } }, null);
  const renewed = response.ok ? ((await response.json().catch(() => null)) as RefreshResponse | null) : null;
  if (!renewed?.accessToken) {
    session.onSessionLost();
    return null;
  }
  session.onRefreshed(renewed);
  return renewed.accessToken;
}

/** The access token requests carry now; sockets read it at each handshake. */
export const currentAccessToken = (): string | null => session.getAccessToken();

/**
 * One refresh at a time: every request (or socket handshake) that hit a 401 meanwhile waits for the same renewed
 * token; null when the session is lost.
 */
export function renewAccessToken(usedToken: string | null): Promise<string | null> {
  const current = session.getAccessToken();
  if (current && current !== usedToken) return Promise.resolve(current);
  refreshing ??= refreshSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends a request with the bearer token; on a 401 renews the session once and replays the request. */
async function authorizedFetch(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const token = options.anonymous ? null : session.getAccessToken();
  const response = await send(method, path, options, token);
  if (response.status !== 401 || options.anonymous) return response;
  const renewed = await renewAccessToken(token);
  return renewed ? send(method, path, options, renewed) : response;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedFetch(method, path, options);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type DownloadedFile = { blob: Blob; filename: string | null };

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** A page of a list whose total the server gives in `x-total-count`. */
export type Page<T> = { items: T[]; total: number };

async function fetchPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await authorizedFetch('GET', path, options);
  if (!response.ok) throw await toApiError(response);
  const items = (await response.json()) as T[];
  return { items, total: Number(response.headers.get('x-total-count') ?? items.length) };
}

/** Binary answers (PDF, CSV) go through the same bearer and refresh logic as JSON calls. */
async function fetchFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await authorizedFetch('GET', path, options);
  if (!response.ok) throw await toApiError(response);
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('Content-Disposition')) };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  page: fetchPage,
  file: fetchFile,
};
