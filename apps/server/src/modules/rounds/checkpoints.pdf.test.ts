import { execFileSync } from 'node:child_process';
import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { readPdfQrCodes } from '../../test/qr-decode.ts';
import {
  CHECKPOINT_LABELS_PER_PAGE,
  CHECKPOINT_QR_SIZE_PT,
  checkpointsSheetPdf,
  type CheckpointSheetInput,
} from './checkpoints.pdf.ts';

const FOUR_CM_PT = (4 * 72) / 2.54;
const NAMES = [
  'Portail nord',
  'Quai de déchargement n°2',
  'Local technique — sous-sol',
  'Parking Œillet côté rue de la République',
  'Issue de secours B',
  'Toit terrasse',
  'Accueil',
];

const checkpoint = (name: string, i: number): CheckpointSheetInput['checkpoints'][number] => ({
  name,
  // 22 characters of base64url, as the server makes them.
  url: `https://secops.example.fr/t/${String(i).padStart(2, '0')}AbCdEfGhIjKlMnOpQr_-`,
  kind: i % 3 === 0 ? 'NFC' : 'QR',
});
const sheet = (names: string[]) =>
  checkpointsSheetPdf({ missionTitle: 'Entrepôt Gennevilliers', checkpoints: names.map(checkpoint) });
// Read in drawing order rather than by layout: a name wrapped in its label then reads as one piece.
const labelsText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
const pagesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').filter((page) => page.trim());

describe('checkpoints sheet PDF', () => {
  it('prints a label per checkpoint with its name, the mission and how to scan it', async () => {
    const text = labelsText(await sheet(NAMES));
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Entrepôt Gennevilliers · Tag NFC');
    expect(text).toContain('Entrepôt Gennevilliers · QR code');
    expect(text).toContain('Page 1 / 1');
  });

  it('prints QR codes of at least 4 cm that a reader decodes back to each checkpoint URL', async () => {
    expect(CHECKPOINT_QR_SIZE_PT).toBeGreaterThanOrEqual(FOUR_CM_PT);
    const codes = await readPdfQrCodes(await sheet(NAMES));
    expect(codes.map((code) => code.text).sort()).toEqual(
      NAMES.map((name, i) => checkpoint(name, i).url).sort(),
    );
    for (const code of codes) expect(code.sidePt).toBeGreaterThanOrEqual(FOUR_CM_PT);
  });

  it('goes on to as many pages as the checkpoints need, each code readable', async () => {
    const names = Array.from({ length: CHECKPOINT_LABELS_PER_PAGE + 2 }, (_, i) => `Point ${i + 1}`);
    const pdf = await sheet(names);
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain(`Point ${CHECKPOINT_LABELS_PER_PAGE + 1}`);
    expect(pages[1]).toContain('Page 2 / 2');
    const second = await readPdfQrCodes(pdf, 2);
    expect(second.map((code) => code.text).sort()).toEqual(
      names
        .slice(CHECKPOINT_LABELS_PER_PAGE)
        .map((name, i) => checkpoint(name, CHECKPOINT_LABELS_PER_PAGE + i).url),
    );
  });

  it('says there is no checkpoint when the mission has none', async () => {
    const pages = await pagesOf(await sheet([]));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(MSG.checkpointsPdfEmpty);
    expect(pages[0]).toContain('Entrepôt Gennevilliers');
  });
});
