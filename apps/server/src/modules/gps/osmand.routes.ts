import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { readTrackerRequest } from '@secops/domain/gps-tracker';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { TrackerService } from './tracker.service.ts';

const FIELD = z.string().max(100).optional();
/** The OsmAnd parameters read; others a tracker adds (altitude, hdop, charge…) are accepted and ignored. */
const OsmAndQuerySchema = z.object({
  id: FIELD,
  deviceid: FIELD,
  lat: FIELD,
  lon: FIELD,
  timestamp: FIELD,
  accuracy: FIELD,
  speed: FIELD,
  bearing: FIELD,
  heading: FIELD,
  batt: FIELD,
  location: FIELD,
  alarm: FIELD,
});
const BODY_LIMIT = 64 * 1024;

/**
 * GET or POST /api/gps/osmand: positions, heartbeats and SOS of Traccar Client (OsmAnd protocol), the device token in
 * `id`. The body may be empty (parameters in the query), form-encoded, or Traccar Client's JSON (one or an array). Stored through the same rules as the
 * app's positions; answered 200 with an empty body, which is all a tracker reads.
 */
export const osmandRoutes: FastifyPluginAsyncZod<{ tracker: TrackerService }> = async (app, { tracker }) => {
  // Only in this plugin: the rest of the API takes JSON bodies alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Some trackers post an empty body labelled JSON, which the default parser refuses.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => (body === '' ? done(null, undefined) : json(request, body as string, done)),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/gps/osmand',
    schema: {
      tags: ['gps'],
      summary: 'Position from Traccar Client (OsmAnd protocol; token in id); 200 with an empty body',
      description:
        'Query (or form) parameters id, lat, lon (or location=lat,lon), timestamp (unix seconds, milliseconds or ' +
        'ISO), accuracy, speed (knots), bearing, batt (percent), alarm; or Traccar Client’s JSON body (device_id, ' +
        'location.coords, location.timestamp, location.battery.level, alarm in alarm, location.extras.alarm or ' +
        'location.event), or an array of them. Without coordinates: a heartbeat (200, the last contact and battery ' +
        'recorded, no position). alarm=sos raises the agent’s SOS as POST /api/sos does. 400 only for a missing id or ' +
        'an unreadable request (a ' +
        'timestamp outside 1900–2199 included); 401 for an unknown or revoked token; any other refusal (off duty, no ' +
        'current mission, older than the retention, more than 5 min ahead) drops the position with a 200 and the ' +
        'reason in `x-position-refused`.',
      querystring: OsmAndQuerySchema,
      response: { 200: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      const read = readTrackerRequest(request.query, request.body);
      if (!read.ok) throw badRequest(read.message, 'VALIDATION');
      try {
        await tracker.accept(read);
      } catch (error) {
        // Traccar Client sends a refused position again, before any newer one, until it is taken: a refusal of a
        // well-formed request can never turn into a success (off duty, no current mission, older than the retention,
        // too far ahead), and would stop every later position. Such a position is dropped with a 200, the reason in
        // a header; nothing is stored. Only an unknown or revoked token keeps its 401.
        if (!(error instanceof AppError) || error.statusCode >= 500 || error.statusCode === 401) throw error;
        request.log.info({ code: error.code }, 'tracker position refused');
        reply.header('x-position-refused', encodeURIComponent(error.message));
      }
      // A tracker reads the status alone: the answer is empty.
      return reply
        .status(200)
        .type('text/plain; charset=utf-8')
        .serializer(() => '')
        .send(null);
    },
  });
};
