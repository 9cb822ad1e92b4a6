export const APP_TITLE = 'Security Ops Manager';
export const APP_TAGLINE = 'Plateforme de gestion de missions';
export const SESSION_STORAGE_KEY = 'auth-storage';
export const PASSWORD_MIN_LENGTH = 8;
export const TOTP_CODE_LENGTH = 6;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const RESET_REDIRECT_DELAY_MS = 3000;
export const RESET_EXPIRED_REDIRECT_DELAY_MS = 2000;
export const TWO_FACTOR_TOKEN_TTL_SECONDS = 5 * 60;
export const TOTP_PERIOD_SECONDS = 30;
/** TOTP codes of the previous and next time step are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
