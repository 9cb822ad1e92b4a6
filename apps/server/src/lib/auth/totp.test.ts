import { describe, expect, it } from 'vitest';
import { generateTotpSecret, totpCode, totpSetup, totpStep, verifyTotp } from './totp.ts';

const NOW = Date.UTC(2026, 0, 15, 9, 30, 10);

describe('TOTP', () => {
  const secret = generateTotpSecret();
  const step = totpStep(NOW);

  it('accepts the current code and returns its time step', () => {
    expect(verifyTotp(secret, totpCode(secret, step), null, NOW)).toBe(step);
  });

  it('accepts the previous and the next step for clock drift, not further', () => {
    expect(verifyTotp(secret, totpCode(secret, step - 1), null, NOW)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step + 1), null, NOW)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, step - 2), null, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, step + 2), null, NOW)).toBeNull();
  });

  it('refuses a wrong code', () => {
    const wrong = totpCode(secret, step) === '000000' ? '111111' : '000000';
    expect(verifyTotp(secret, wrong, null, NOW)).toBeNull();
    expect(verifyTotp(secret, '12345', null, NOW)).toBeNull();
  });

  it('refuses a replayed code, and any older one, once its step was accepted', () => {
    const code = totpCode(secret, step);
    expect(verifyTotp(secret, code, step, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, step - 1), step, NOW)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, step + 1), step, NOW)).toBe(step + 1);
  });

  it('refuses a code made with another secret', () => {
    expect(verifyTotp(generateTotpSecret(), totpCode(secret, step), null, NOW)).toBeNull();
  });

  it('gives an authenticator app its otpauth URL and a QR code image', async () => {
    const setup = await totpSetup(secret, 'agent@example.test');
    expect(setup.secret).toBe(secret);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.otpauthUrl).toContain(`secret=${secret}`);
    expect(setup.otpauthUrl).toContain('algorithm=SHA1');
    expect(setup.otpauthUrl).toContain('digits=6');
    expect(setup.otpauthUrl).toContain('period=30');
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
