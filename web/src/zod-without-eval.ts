// The app's Content-Security-Policy allows no 'unsafe-eval'. Zod compiles fast object parsers with
// `new Function` after probing whether it may; the probe fails quietly, but the browser still
// reports a CSP violation (Lighthouse's best-practices audit lists it), and it happens as soon as
// a chunk builds an object schema. Zod reads its settings from this global when it loads, so
// setting jitless here, in the entry, before any chunk with zod arrives, skips the probe. (Not
// `z.config()`: importing zod would put it back into the JS that `/` loads.)
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
