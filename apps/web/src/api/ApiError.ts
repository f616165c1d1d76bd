import type { MessageKey } from '@signaldesk/contract';

interface ApiErrorBody {
  code: number;
  msg: string;
  key?: MessageKey | string;
  field?: string;
}

/** A rejected call: the server's answer body, or the request layer's own reason in the same shape. */
export class ApiError extends Error implements ApiErrorBody {
  readonly code: number;
  readonly msg: string;
  readonly key: string | undefined;
  readonly field: string | undefined;
  readonly status: number;

  constructor(body: ApiErrorBody, status = 0) {
    super(body.msg);
    this.name = 'ApiError';
    this.code = body.code;
    this.msg = body.msg;
    this.key = body.key;
    this.field = body.field;
    this.status = status;
  }
}
