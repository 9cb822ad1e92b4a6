import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { CalendarLinkSchema, CalendarTokenStatusSchema } from '@secops/domain/calendar';
import { tooManyRequests } from '../../lib/errors.ts';
import { authenticate } from '../auth/auth.guard.ts';
import {
  calendarFeed,
  calendarTokenStatus,
  createCalendarLink,
  revokeCalendarLink,
} from './calendar.service.ts';

const tags = ['calendar'];
/** Calendar apps fetch every few minutes to hours; a client past this is guessing or looping. */
export const FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * The signed-in user's calendar link (make, state, revoke) and the public feed it points to, where the token in the
 * path is the only credential.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const { publicUrl } = app.deps.config;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(undefined, Math.ceil(context.ttl / 1000)),
  });

  app.post(
    '/calendar/token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "Makes the user's calendar feed link, revoking the previous one (the URL is answered this once)",
        response: { 201: CalendarLinkSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCalendarLink(db(), request.user, publicUrl)),
  );

  app.get(
    '/calendar/token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Whether the user has an active calendar feed link, and since when',
        response: { 200: CalendarTokenStatusSchema },
      },
    },
    async (request) => calendarTokenStatus(db(), request.user),
  );

  app.delete(
    '/calendar/token',
    {
      preHandler: authenticate,
      schema: { tags, summary: "Revokes the user's calendar feed link", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeCalendarLink(db(), request.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "The user's shifts as iCalendar (RFC 5545), 30 days back to 90 days ahead; no sign-in, the token",
        description:
          'One VEVENT per shift (UID the shift id at the host, DTSTART/DTEND in UTC, SUMMARY the mission and zone, ' +
          'LOCATION the address); close protection and escort shifts are only "Mission". 404 for an unknown or ' +
          'revoked token.',
        params: z.object({ token: z.string().max(200) }),
        response: { 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const feed = await calendarFeed(db(), request.params.token, publicUrl);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline; filename="agenda.ics"')
          // Text with no 200 schema (the zod serializer would quote it): the declared bodies are the errors'.
          .send(feed as never)
      );
    },
  );
};
