import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';
import { APP_TITLE, TOTP_CODE_LENGTH, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@secops/domain/constants';

const ALGORITHM = 'SHA1';

export type TotpSetup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

/** A new random base32 secret (160 bits, the RFC 4226 recommendation). */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator app needs: the otpauth:// URL and the same as a QR code image (data URL). */
export async function totpSetup(secret: string, accountEmail: string): Promise<TotpSetup> {
  const totp = new TOTP({
    issuer: APP_TITLE,
    label: accountEmail,
    algorithm: ALGORITHM,
    digits: TOTP_CODE_LENGTH,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
  const otpauthUrl = totp.toString();
  // Loaded when someone sets up 2FA, not at start.
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

export const totpStep = (now: number = Date.now()): number => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The code for one time step (tests and the settings screen's checks use it). */
export const totpCode = (secret: string, step: number): string =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_CODE_LENGTH,
    counter: step,
  });

/**
 * Checks a code against the current time step ± TOTP_WINDOW and returns the matched step, or null.
 * Steps at or below `lastStep` are refused: a code is accepted once only, and never an older one.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now: number = Date.now(),
): number | null {
  const current = totpStep(now);
  const given = Buffer.from(code);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}
