import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import type { MailMessage } from '../../lib/mail.ts';

/** The French e-mail inviting a new account's owner to choose a password. */
export function invitationMail(
  to: string,
  firstName: string | null,
  link: string,
  validHours: number,
): MailMessage {
  const greeting = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  return {
    to,
    subject: MSG.inviteMailSubject,
    text: [
      greeting,
      '',
      `Un compte ${APP_TITLE} vient d'être créé pour vous avec l'adresse ${to}.`,
      `Pour choisir votre mot de passe, ouvrez ce lien (valable ${validHours} heures) :`,
      link,
      '',
      'Vous pourrez ensuite vous connecter avec votre adresse email et ce mot de passe.',
    ].join('\n'),
  };
}
