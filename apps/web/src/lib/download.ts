import { api, type RequestOptions } from './api-client.ts';

/** Fetches a file from the API (with the session's bearer) and hands it to the browser as a download. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options?: RequestOptions,
): Promise<void> {
  const { blob, filename } = await api.file(path, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns; revoking it at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
