export * from './errors.js';
export * from './providers/index.js';
export * from './demo/index.js';
export * from './sessions/index.js';
export * from './types.js';
export * from './universe/index.js';
