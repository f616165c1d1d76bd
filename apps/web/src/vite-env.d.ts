/** The build version, written by vite.config.ts from the build time. */
declare const __APP_VERSION__: string;
