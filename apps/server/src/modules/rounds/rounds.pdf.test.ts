import * as MSG from '@secops/domain/messages';
import { ROUND_STATUS_LABELS, SCAN_FLAG_LABELS } from '@secops/domain/rounds';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { monthOfRounds, roundFixture } from './rounds-fixtures.ts';
import { roundsReportPdf, type RoundsReportInput } from './rounds.pdf.ts';

const CHECKPOINTS = ['Portail nord', 'Quai de déchargement', 'Toit terrasse'];

const report = (rounds: RoundsReportInput['rounds'], period: Partial<RoundsReportInput> = {}) =>
  roundsReportPdf({
    missionTitle: 'Entrepôt Gennevilliers',
    clientName: 'Logistique Seine SAS',
    address: '12 rue des Caboeufs, 92230 Gennevilliers',
    from: '2026-03-01',
    to: '2026-03-02',
    generatedAt: new Date('2026-03-03T07:00:00Z'),
    rounds,
    ...period,
  });
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/[ \t]+/g, ' ');
const pagesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').filter((page) => page.trim());

const twoNights = () => [
  roundFixture({ day: '2026-03-01', time: '22:00', checkpoints: CHECKPOINTS }),
  roundFixture({
    day: '2026-03-02',
    time: '00:00',
    checkpoints: CHECKPOINTS,
    agent: { firstName: 'Sophie', lastName: 'Leclerc' },
    flagged: {
      'Portail nord': { flags: ['FAR'] },
      'Quai de déchargement': {
        flags: ['MANUAL'],
        method: 'MANUAL',
        reason: 'Badge illisible, étiquette décollée',
      },
    },
  }),
  roundFixture({ day: '2026-03-02', time: '02:00', checkpoints: CHECKPOINTS, missing: ['Toit terrasse'] }),
  roundFixture({ day: '2026-03-02', time: '22:00', checkpoints: CHECKPOINTS, missed: true }),
];

describe('rounds report PDF', () => {
  it('heads the report with the mission, its client, the period and when it was made', async () => {
    const text = await textOf(await report(twoNights()));
    expect(text).toContain(`${MSG.roundsPdfTitle} : Entrepôt Gennevilliers`);
    expect(text).toContain('Période du 01/03/2026 au 02/03/2026');
    expect(text).toContain('Édité le 3 mars 2026 à 08:00');
    expect(text).toContain('Client : Logistique Seine SAS');
    expect(text).toContain('Adresse : 12 rue des Caboeufs, 92230 Gennevilliers');
  });

  it('sums up the rounds by outcome, the checkpoints scanned and the flags by type', async () => {
    const text = await textOf(await report(twoNights()));
    expect(text).toContain('Rondes prévues : 4');
    expect(text).toContain('Rondes complètes : 1');
    expect(text).toContain('Rondes complètes avec anomalies : 1');
    expect(text).toContain('Rondes incomplètes : 1');
    expect(text).toContain('Rondes manquées : 1');
    expect(text).toContain('Points contrôlés : 8 / 12 (66 %)');
    expect(text).toContain('Anomalies relevées : Loin du point (1) · Passé à la main (1)');
  });

  it("lists each day's rounds with their time, guard, status, checkpoints and start and end", async () => {
    const text = await textOf(await report(twoNights()));
    expect(text).toContain('Dimanche 1 mars 2026');
    expect(text).toContain('Lundi 2 mars 2026');
    expect(text).toContain('22:00 Ronde de nuit Karim B. Complète 3/3 22:03 22:09');
    expect(text).toContain('00:00 Ronde de nuit Sophie L. Complète avec anomalies 3/3 00:03 00:09');
    expect(text).toContain('02:00 Ronde de nuit Karim B. Incomplète 2/3 02:03 02:07');
    expect(text).toContain('22:00 Ronde de nuit — Manquée 0/3 — —');
  });

  it('details only the rounds that need attention: missing checkpoints, flagged scans and why passed by hand', async () => {
    const pages = await pagesOf(await report(twoNights()));
    const details = pages
      .join('\n')
      .split(MSG.roundsPdfAttention)[1]!
      .replace(/[ \t]+/g, ' ');
    expect(details).toContain(
      `02/03/2026 00:00 — Ronde de nuit — ${ROUND_STATUS_LABELS.COMPLETE_WITH_FLAGS}`,
    );
    expect(details).toContain(`• Portail nord, 00:03 : ${SCAN_FLAG_LABELS.FAR}`);
    expect(details).toContain(
      `• Quai de déchargement, 00:05 : ${SCAN_FLAG_LABELS.MANUAL} — motif : Badge illisible, étiquette décollée`,
    );
    expect(details).toContain('02/03/2026 02:00 — Ronde de nuit — Incomplète — Karim B.');
    expect(details).toContain('Points non contrôlés : Toit terrasse');
    expect(details).toContain('02/03/2026 22:00 — Ronde de nuit — Manquée\n');
    expect(details).toContain('Aucun point contrôlé (sur 3)');
    expect(details).not.toContain('01/03/2026 22:00');
  });

  it('says so when every round was complete, and when there was no round at all', async () => {
    const complete = await textOf(
      await report([roundFixture({ day: '2026-03-01', time: '22:00', checkpoints: CHECKPOINTS })]),
    );
    expect(complete).toContain(MSG.roundsPdfNothing);
    expect(complete).toContain('Anomalies relevées : Aucune');

    const pages = await pagesOf(await report([], { clientName: null, address: null }));
    expect(pages).toHaveLength(1);
    const empty = pages[0]!.replace(/[ \t]+/g, ' ');
    expect(empty).toContain(MSG.roundsPdfEmpty);
    expect(empty).toContain('Rondes prévues : 0');
    expect(empty).toContain('Points contrôlés : 0 / 0');
    expect(empty).not.toContain(MSG.roundsPdfClient);
    expect(empty).not.toContain(MSG.roundsPdfAttention);
  });

  it('prints a month of 12 rounds a day over 30 checkpoints in a few pages, quickly', async () => {
    const rounds = monthOfRounds({ from: '2026-03-01', days: 30, perDay: 12, checkpoints: 30 });
    const input = { from: '2026-03-01', to: '2026-03-30' };
    // The first documents load pdfkit and the fonts, and warm the code up: time the next ones, as a running server
    // makes them.
    for (let i = 0; i < 5; i += 1) await report(rounds, input);
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let i = 0; i < 9; i += 1) {
      const start = performance.now();
      pdf = await report(rounds, input);
      times.push(performance.now() - start);
    }
    const pages = await pagesOf(pdf);
    const median = times.sort((a, b) => a - b)[4]!;
    console.info(
      `Rapport de rondes, 360 rondes et 10 800 passages : ${median.toFixed(1)} ms, ${pages.length} pages`,
    );
    expect(pages.length).toBeLessThan(40);
    const text = pages.join('\n').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Rondes prévues : 360');
    expect(text).toContain('Rondes complètes : 320');
    expect(text).toContain('Rondes complètes avec anomalies : 24');
    expect(text).toContain('Rondes incomplètes : 8');
    expect(text).toContain('Rondes manquées : 8');
    expect(text).toContain('Points contrôlés : 10 544 / 10 800 (97 %)');
    expect(text).toContain('Lundi 30 mars 2026');
    expect(pages.at(-1)).toContain(`Page ${pages.length} / ${pages.length}`);
  });
});
