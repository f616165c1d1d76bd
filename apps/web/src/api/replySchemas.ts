import { type Call, calls } from '@signaldesk/contract';

const replies = new Map<string, Call['reply']>(
  Object.values(calls).flatMap((group) => Object.values(group).map((call: Call) => [call.path, call.reply] as const)),
);

/** Every call's answer schema by its path: with zod, a chunk of its own that the requester loads with its first answer. */
export function replySchemaOf(path: string): Call['reply'] | undefined {
  return replies.get(path);
}
