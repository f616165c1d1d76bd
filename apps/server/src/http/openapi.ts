import type { Call } from '@signaldesk/contract';
import { z } from 'zod';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI document, generated from the same schemas that parse every request. */
export function openApiDocument(calls: readonly Call[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    paths[call.path] = {
      post: {
        tags: [call.tag],
        summary: call.summary,
        description: `Lowest role: ${call.role}`,
        'x-min-role': call.role,
        ...(call.role === 'none' ? {} : { security: [{ bearer: [] }] }),
        requestBody: { required: false, content: { 'application/json': { schema: toSchema(call.body, 'input') } } },
        responses: {
          200: {
            description: 'Success: code 0 and the data',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'data'],
                  properties: { code: { type: 'integer', enum: [0] }, data: toSchema(call.reply, 'output') },
                },
              },
            },
          },
          default: {
            description: 'Refusal: a non-zero code, the message in the request’s language, its key and field',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'SignalDesk API', version },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Refusal: {
          type: 'object',
          required: ['code', 'msg'],
          properties: {
            code: { type: 'integer' },
            msg: { type: 'string' },
            key: { type: 'string' },
            field: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}
