import { ApiError } from '../../api/ApiError.js';

/** The text to show for a failed call: the server's or the request layer's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return error instanceof Error ? error.message : String(error);
}
