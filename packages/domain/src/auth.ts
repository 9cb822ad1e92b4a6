import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TOTP_CODE_LENGTH } from './constants.ts';
import * as MSG from './messages.ts';
import { RoleSchema } from './roles.ts';

export const EmailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const NewPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(200);

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TotpCodeSchema = z
  .string({ error: MSG.invalidTwoFactorCode })
  .regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), MSG.invalidTwoFactorCode);

export const Login2faBodySchema = z.strictObject({
  twoFactorToken: z
    .string({ error: MSG.twoFactorSessionExpired })
    .min(1, MSG.twoFactorSessionExpired)
    .max(2000, MSG.twoFactorSessionExpired),
  code: TotpCodeSchema,
});

const RefreshTokenSchema = z
  .string({ error: MSG.refreshInvalid })
  .min(1, MSG.refreshInvalid)
  .max(500, MSG.refreshInvalid);
export const RefreshBodySchema = z.strictObject({ refreshToken: RefreshTokenSchema });
export const LogoutBodySchema = z.strictObject({ refreshToken: RefreshTokenSchema.optional() });
export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordBodySchema = z.strictObject({
  token: z.string({ error: MSG.invalidLink }).min(1, MSG.invalidLink).max(500, MSG.resetTokenInvalid),
  newPassword: NewPasswordSchema,
});

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  twoFAEnabled: z.boolean(),
  agent: z.object({ id: z.string(), photo: z.string().nullable() }).nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** A user account as listed to staff (GET /api/users): never a password hash, token or 2FA secret. */
export const UserSummarySchema = SessionUserSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** The signed-in field user's own agent record (GET /api/agents/me). */
export const OwnAgentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  matricule: z.string(),
  photo: z.string().nullable(),
  grade: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  specialties: z.array(z.string()),
});
export type OwnAgent = z.infer<typeof OwnAgentSchema>;

export const AuthResponseSchema = z.object({
  user: SessionUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  requires2FA: z.literal(false),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const TwoFactorChallengeSchema = z.object({
  requires2FA: z.literal(true),
  twoFactorToken: z.string(),
});
export const LoginResponseSchema = z.union([AuthResponseSchema, TwoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = z.object({
  user: SessionUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const ErrorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** WORKING_TIME: each working-time rule the change would break (rule code, French message). */
  violations: z.array(z.object({ rule: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
