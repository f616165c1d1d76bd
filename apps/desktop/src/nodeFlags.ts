/**
 * What Node runs the assistant with, in the executable and in `npm run desktop` (package.json says the same).
 * Each chart picture allocates megabytes outside V8's heap, so a full collection comes every few pictures; V8's
 * helper threads then only add their CPU to the picture's, and the p95 is set by those collections
 * (docs/chart-render.md, "Where the p95 goes").
 */
export const DESKTOP_NODE_FLAGS = ['--single-threaded-gc'];
