import { createHash } from 'node:crypto';
import { checkpointUrl } from '@secops/domain/rounds';
import { describe, expect, it } from 'vitest';
import { codeHash } from './code-hash.ts';
import { matchScan } from './match-scan.ts';
import { testCheckpoint, testSlot, testTour } from './test-tour.ts';

// Codes as the server makes them (22 base64url characters), hashed the way the server hashes them.
const QUAI_B = 'q7Xk2mP9vR4tW1yZ3aB5cD';
const POUBELLES = 'Lm8nO0pQ2rS4tU6vW8xY0z';
const AUTRE_RONDE = 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H';
const AUTRE_MISSION = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3S';
const sha256 = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

const round = testTour(
  [testSlot('2026-11-27T21:00:00.000Z')],
  [
    testCheckpoint('cp-1', 'Porte du quai B', sha256(QUAI_B)),
    testCheckpoint('cp-2', 'Local poubelles', sha256(POUBELLES)),
  ],
);
const other = {
  ...testTour([], [testCheckpoint('cp-9', 'Toit terrasse', sha256(AUTRE_RONDE))]),
  id: 'tour-2',
};

describe('matching a scanned code on the phone', () => {
  it('hashes a code as the server does: lowercase hex SHA-256 of its UTF-8 bytes', async () => {
    expect(await codeHash(QUAI_B)).toBe(sha256(QUAI_B));
    expect(await codeHash('é')).toBe(sha256('é'));
  });

  it("finds the round's checkpoint from the tag's URL as printed, or from the bare code", async () => {
    const printed = checkpointUrl('https://ops.example.fr', POUBELLES);
    expect(await matchScan(printed, round, [round, other])).toEqual({
      result: 'checkpoint',
      code: POUBELLES,
      checkpoint: round.checkpoints[1],
    });
    expect(await matchScan(` ${QUAI_B}\n`, round, [round, other])).toMatchObject({
      result: 'checkpoint',
      checkpoint: { id: 'cp-1' },
    });
  });

  it("tells a checkpoint of another tour from another mission's, and a QR code that is no checkpoint's", async () => {
    expect(
      await matchScan(checkpointUrl('https://ops.example.fr', AUTRE_RONDE), round, [round, other]),
    ).toEqual({
      result: 'other-tour',
      checkpoint: other.checkpoints[0],
    });
    expect(await matchScan(AUTRE_MISSION, round, [round, other])).toEqual({ result: 'other-mission' });
    expect(await matchScan('https://www.example.fr/menu', round, [round, other])).toEqual({
      result: 'not-a-code',
    });
  });
});
