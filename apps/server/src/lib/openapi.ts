import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_TITLE } from '@secops/domain/constants';
import type { Config } from '../config.ts';
import { completeOpenApi, type OpenApiDocument } from './openapi-document.ts';

/**
 * The OpenAPI document of every route, built from their zod schemas and completed in one place (openapi-document.ts),
 * served at /api/docs/json with its viewer at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_TITLE} API`, version: '0.1.0' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? completeOpenApi(document.openapiObject as unknown as OpenApiDocument)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
