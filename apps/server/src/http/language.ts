import { type Language, pickLanguage } from '@signaldesk/contract';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}
