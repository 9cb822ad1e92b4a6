import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startServer, stopServer } from './server-process.ts';

const BOUNDARY = 'secops-fault-boundary';

/** Starts a PDF upload of `totalBytes` sent in slow chunks; answers once `sentBytes` are out, with the request. */
function slowUpload(url: string, headers: Record<string, string>, missionId: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="rapport.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const request = http.request(`${url}/api/missions/${missionId}/documents/upload`, {
    method: 'POST',
    headers: {
      authorization: headers.authorization,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  const answered = new Promise<number | 'cut'>((resolve) => {
    request.on('response', (response) => resolve(response.statusCode ?? 0));
    request.on('error', () => resolve('cut'));
  });
  request.write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  let sent = 0;
  const timer = setInterval(() => {
    if (request.destroyed) return clearInterval(timer);
    request.write(chunk);
    sent += chunk.length;
  }, 20);
  return { answered, stop: () => clearInterval(timer), sent: () => sent, request };
}

describe('SIGTERM during an upload', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('stops the server within seconds and leaves no half-written file or row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-fault-'));
    dirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const headers = await signIn(server.url);
    const missions = (await (await fetch(`${server.url}/api/missions`, { headers })).json()) as {
      id: string;
    }[];
    const missionId = missions[0]?.id as string;
    const before = (await (
      await fetch(`${server.url}/api/missions/${missionId}/documents`, { headers })
    ).json()) as unknown[];

    const upload = slowUpload(server.url, headers, missionId);
    while (upload.sent() < 4 * 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = Date.now();
    await stopServer(server, 'SIGTERM');
    const stoppedIn = Date.now() - stopping;
    upload.stop();
    upload.request.destroy();
    expect(await upload.answered).not.toBe(201);
    expect(stoppedIn).toBeLessThan(15_000);

    const again = await startServer({ DATA_DIR: dataDir });
    const headersAgain = await signIn(again.url);
    const after = (await (
      await fetch(`${again.url}/api/missions/${missionId}/documents`, { headers: headersAgain })
    ).json()) as unknown[];
    await stopServer(again);
    expect(after).toHaveLength(before.length);
    const incoming = path.join(dataDir, 'uploads', '.incoming');
    const leftovers = readdirSync(incoming, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(leftovers.map((entry) => entry.name)).toEqual([]);
  });
});
