import * as z from 'zod';
import { apiErrorSchema } from './errors.js';
import { routeList } from './routes/index.js';

/** The OpenAPI 3.1 document, derived from the route table (served at /api/openapi.json). */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const json = (schema: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const errorContent = { 'application/json': { schema: json(apiErrorSchema, 'output') } };
  for (const r of routeList) {
    const parameters = Object.keys(r.params.shape).map((name) => ({
      name, in: 'path', required: true, schema: json(r.params.shape[name] as z.ZodType, 'input'),
    }));
    (paths[r.path] ??= {})[r.method.toLowerCase()] = {
      operationId: r.operation,
      summary: r.summary,
      tags: [r.group],
      security: r.auth === 'public' ? [] : [{ cognito: [] }],
      parameters,
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(r.body, 'input') } } } } : {}),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: json(r.response, 'output') } } },
        400: { description: 'Malformed request', content: errorContent },
        401: { description: 'Missing or invalid token', content: errorContent },
        403: { description: 'Not allowed', content: errorContent },
        404: { description: 'Not found', content: errorContent },
        409: { description: 'Conflict', content: errorContent },
        422: { description: 'Validation failed; field messages in errors', content: errorContent },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'rishta API', version: '1' },
    components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
