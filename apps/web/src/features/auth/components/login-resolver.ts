import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@secops/domain/auth';

/** The sign-in form's check, with the same schema the server applies; loaded apart from the page (it brings zod). */
export const loginResolver = zodResolver(LoginBodySchema);
