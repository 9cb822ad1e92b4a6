export type DemoCertification = { type: string; number: string; validForDays: number };

const cnaps = (n: string, days: number): DemoCertification => ({
  type: 'Carte professionnelle CNAPS',
  number: `CAR-075-${n}`,
  validForDays: days,
});
const cqp = (n: string, days: number): DemoCertification => ({
  type: 'CQP APS',
  number: `CQP-${n}`,
  validForDays: days,
});
const sst = (n: string, days: number): DemoCertification => ({
  type: 'SST',
  number: `SST-${n}`,
  validForDays: days,
});
const permisB = (n: string): DemoCertification => ({ type: 'Permis B', number: n, validForDays: 3650 });

/** Certifications by matricule: AG-0007's SST is expired, AG-0004's CNAPS card expires within 90 days. */
export const DEMO_CERTIFICATIONS: Record<string, DemoCertification[]> = {
  'AG-0001': [cnaps('2024-0031187', 1180), cqp('APS-2021-04518', 1500), permisB('120375201234')],
  'AG-0002': [cnaps('2023-0027741', 900), sst('75-2024-11872', 420), cqp('APS-2014-01233', 2000)],
  'AG-0003': [cnaps('2024-0004512', 1090), sst('93-2024-05521', 380)],
  'AG-0004': [cnaps('2016-0019874', 45), cqp('APS-2016-08874', 1300)],
  'AG-0005': [cnaps('2023-0011432', 820), permisB('110892100345')],
  'AG-0006': [cnaps('2024-0008876', 1120), sst('92-2024-02217', 510)],
  'AG-0007': [cnaps('2025-0000318', 1400), sst('93-2023-09914', -20)],
  'AG-0008': [
    cnaps('2023-0030055', 950),
    { type: 'Habilitation électrique H0B0', number: 'H0B0-2024-1187', validForDays: 640 },
  ],
  'AG-0009': [cnaps('2024-0019960', 1250), permisB('050285300712'), sst('75-2024-07745', 600)],
  'AG-0010': [cnaps('2023-0002287', 730), cqp('APS-2019-03309', 1600)],
  'AG-0011': [
    cnaps('2024-0025512', 1330),
    { type: 'SSIAP 2', number: 'SSIAP2-2022-0871', validForDays: 560 },
  ],
  'AG-0012': [cnaps('2023-0033390', 990)],
};
