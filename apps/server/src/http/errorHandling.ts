import type { FastifyError, FastifyInstance } from 'fastify';
import { connectionLog } from '../outages/connectionLog.js';
import { isServiceOutage, serviceUnavailable } from '../outages/serviceUnavailable.js';
import { AppError } from './AppError.js';
import { sendError } from './registerCall.js';

function asAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'badJson', {}, 'body');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'badJson', {}, 'body');
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'badUrl');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(414, 'urlTooLong');
  }
  if (error instanceof SyntaxError) return new AppError(400, 'badJson', {}, 'body');
  if (error.statusCode === 429) return new AppError(429, 'tooManyRequests', { seconds: 60 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'invalidField', { field: 'request', reason: error.message }, 'request');
  }
  if (isServiceOutage(error)) return serviceUnavailable();
  return new AppError(500, 'internalError');
}

/** Every failure leaves as the envelope with a truthful status; stack traces stay in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  // While a service is down every call that needs it fails alike: the log hears of it once a minute, not once a call.
  const outages = connectionLog(app.log, 'PostgreSQL or Redis, as calls need it,');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = asAppError(error);
    const unavailable = appError.key === 'serviceUnavailable';
    if (unavailable && isServiceOutage(error)) outages.failed(error);
    else if (appError.status >= 500 && !unavailable) request.log.error({ err: error }, 'request failed');
    // The request's id names this line and is on the answer, so a trader's screenshot of a refusal leads here.
    else request.log.info({ status: appError.status, key: appError.key, field: appError.field }, 'request refused');
    reply.status(appError.status).headers(appError.headers).send(sendError(appError, request));
  });

  // Calls without parameters may arrive with an empty body; the default parser would refuse them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return parseJson(request, String(body), done);
  });
}
