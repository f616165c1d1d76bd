import type { z } from 'zod';
import type { Role } from './roles.js';

/**
 * One API call: its path, the lowest role that may make it, the body it accepts and the data it answers.
 * The server registers routes from these and the client types its requests from them.
 */
export interface Call<Body extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType> {
  path: `/api/${string}`;
  role: Role;
  body: Body;
  reply: Reply;
  summary: string;
  tag: string;
}

export function defineCall<Body extends z.ZodType, Reply extends z.ZodType>(call: Call<Body, Reply>): Call<Body, Reply> {
  return call;
}

export type CallBody<C extends Call> = z.input<C['body']>;
export type CallReply<C extends Call> = z.output<C['reply']>;

/** The envelope every call answers with. */
export type Envelope<T> = { code: 0; data: T } | { code: number; msg: string; key?: string; field?: string };
