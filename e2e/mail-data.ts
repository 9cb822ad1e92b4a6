/**
 * The SMTP sink of the specs that read the app's e-mails (e2e/mail-sink.ts), and the setting playwright.config.ts gives
 * the app so that it sends there. While no sink runs, the app's deliveries fail and stay in its outbox, which no other
 * spec reads. The port follows E2E_PORT, so two runs side by side do not collide.
 */
const offset = Number(process.env.E2E_PORT ?? 3101) % 1000;

export const MAIL_TEST_PORT = 36000 + offset;

export const MAIL_TEST_ENV = { SMTP_URL: `smtp://127.0.0.1:${MAIL_TEST_PORT}` };
