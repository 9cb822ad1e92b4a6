import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, TotpCodeSchema } from './auth.ts';
import * as MSG from './messages.ts';
import { ROLES } from './roles.ts';
import { IdSchema, optionalText, strictBody } from './validation.ts';

export const NAME_MAX_LENGTH = 100;

/**
 * POST /api/users and the user:create command: an account with an e-mail, a password and a role; a CLIENT account
 * names its client company (`clientId`), and no other account does.
 */
export const CreateUserFieldsSchema = strictBody({
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z.enum(ROLES, { error: MSG.roleInvalid }),
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
  clientId: IdSchema.optional(),
});

/** The rule between `role` and `clientId`, on the whole body or on the body without its password (the command's). */
export const withClientRule = <T extends z.ZodType<{ role: string; clientId?: string | undefined }>>(
  schema: T,
) =>
  schema
    .refine((v) => v.role !== 'CLIENT' || v.clientId !== undefined, {
      message: MSG.clientIdRequired,
      path: ['clientId'],
    })
    .refine((v) => v.role === 'CLIENT' || v.clientId === undefined, {
      message: MSG.clientIdOnlyForClient,
      path: ['clientId'],
    });

export const CreateUserBodySchema = withClientRule(CreateUserFieldsSchema);
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** The account's current password, asked again before a change that could hand the account to someone else. */
export const CurrentPasswordSchema = z
  .string({ error: MSG.currentPasswordRequired })
  .min(1, MSG.currentPasswordRequired)
  .max(200, MSG.currentPasswordWrong);

/**
 * PATCH /api/users/{id}/profile: the e-mail is required, names may be cleared. A new e-mail needs the current
 * password of the one making the change (a reset link would otherwise go to an address an intruder chose).
 */
export const ProfileUpdateBodySchema = strictBody({
  email: EmailSchema,
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
  currentPassword: CurrentPasswordSchema.optional(),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

/**
 * PATCH /api/users/{id}/password: the current password is checked. Every other session ends; the session that
 * makes the change stays open.
 */
export const PasswordChangeBodySchema = strictBody({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** POST /api/users/{id}/2fa/enable and /disable: a code from the authenticator app and the current password. */
export const TwoFactorSwitchBodySchema = strictBody({
  token: TotpCodeSchema,
  currentPassword: CurrentPasswordSchema,
});
export type TwoFactorSwitchBody = z.infer<typeof TwoFactorSwitchBodySchema>;

/** POST /api/users/{id}/2fa/generate: a pending secret, shown as a QR code until a code confirms it. */
export const TwoFactorSetupSchema = z.object({
  qrCode: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** PATCH /api/users/{id}/status: deactivating ends every session of the account. */
export const UserStatusBodySchema = strictBody({
  isActive: z.boolean({ error: MSG.booleanExpected }),
});
