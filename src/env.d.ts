/** Injected by vite.config.ts: the id written to builds/latest.json for this build. */
declare const __BUILD_ID__: string
