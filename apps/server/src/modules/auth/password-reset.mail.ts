import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import type { MailMessage } from '../../lib/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The French e-mail carrying a password reset link. */
export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  const greeting = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  const intro = `Une demande de réinitialisation du mot de passe de votre compte ${APP_TITLE} a été reçue.`;
  const action = 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :';
  const ignore =
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.";
  return {
    to,
    subject: MSG.resetMailSubject,
    text: [greeting, '', intro, action, link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
