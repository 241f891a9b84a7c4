import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(async function docsPlugin(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TalentBridge API',
        description:
          'The API behind TalentBridge. Errors always answer { statusCode, error, message, code }, with field when one request value is at fault; branch on code (a closed set), not on message. Authenticate with `Authorization: Bearer <accessToken>`.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Keep the UI's own hash-based CSP but without third-party origins (the validator badge,
    // https: fonts) and without upgrade-insecure-requests, which breaks plain-http local runs.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*validator\.swagger\.io/g, '')
        .replace(/ https:/g, '')
        .replace(/\s*upgrade-insecure-requests;?/g, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { deepLinking: false, validatorUrl: null },
  });
});
