import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_TITLE } from '@secops/domain/constants';
import { GeocodingQuerySchema, GeocodingResultSchema } from '@secops/domain/geocoding.schemas';
import { authenticate } from '../auth/auth.guard.ts';
import { createGeocoder, providersFrom } from './geocoding.service.ts';

/** Address lookup for the mission form: any signed-in user; "not found" is a normal answer (success false). */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder: config, publicUrl } = app.deps.config;
  const geocoder = createGeocoder(providersFrom(config, `${APP_TITLE} (${publicUrl})`), app.log);

  app.get(
    '/geocoding/search',
    {
      preHandler: authenticate,
      schema: {
        tags: ['geocoding'],
        querystring: GeocodingQuerySchema,
        response: { 200: GeocodingResultSchema },
      },
    },
    async (request) => geocoder.search(request.query.address),
  );
};
