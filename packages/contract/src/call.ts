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

/**
 * A call without its schemas: what a client needs to send it. `call` is never set; it carries the call's type, so
 * a request names its body and answer types from a path alone while the schemas load later (`callPaths.ts`).
 */
export interface CallPath<C extends Call = Call> {
  path: `/api/${string}`;
  role: Role;
  readonly call?: C;
}

/** Every group of calls, each call seen as its path. */
export type CallPathsOf<Groups extends Record<string, Record<string, Call>>> = {
  [G in keyof Groups]: { [N in keyof Groups[G]]: CallPath<Groups[G][N]> };
};

type CallOf<C extends Call | CallPath> = C extends Call ? C : C extends CallPath<infer Of> ? Of : never;

export type CallBody<C extends Call | CallPath> = z.input<CallOf<C>['body']>;
export type CallReply<C extends Call | CallPath> = z.output<CallOf<C>['reply']>;

/** The envelope every call answers with. */
export type Envelope<T> = { code: 0; data: T } | { code: number; msg: string; key?: string; field?: string };
