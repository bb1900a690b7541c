/**
 * Writes web/src/testing/api-types.ts: the TypeScript types of the BFF's OpenAPI document, from which
 * the web's component tests type the API answers they mock (web/src/testing/api-mock.ts). The BFF
 * builds the document in-process from its route declarations, so this needs no running server.
 * `node --import tsx scripts/web-api-types.ts` after a change to a route; a unit test fails while
 * the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createLogger } from '@funding/platform';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createApp } from '../services/bff/src/app.ts';
import type { Dependencies } from '../services/bff/src/dependencies.ts';
import { loadBffEnv } from '../services/bff/src/env.ts';

export const WEB_API_TYPES_PATH = resolve(import.meta.dirname, '../web/src/testing/api-types.ts');

const HEADER = `// Generated from the BFF's OpenAPI document by scripts/web-api-types.ts: do not edit by hand.
// Test code only: the web app reads answers through the contracts' schemas.
`;

/** The text of api-types.ts for the routes the BFF declares now. */
export async function webApiTypes(): Promise<string> {
  // Built without connections: serving the document opens none.
  const app = createApp({
    env: loadBffEnv({}),
    logger: createLogger({ name: 'web-api-types', level: 'silent' }),
  } as Dependencies);
  const document = (await (await app.request('/api/openapi.json')).json()) as OpenAPI3;
  return `${HEADER}\n${astToString(await openapiTS(document, { alphabetize: true }))}`;
}

if (import.meta.filename === process.argv[1]) {
  writeFileSync(WEB_API_TYPES_PATH, await webApiTypes());
  console.log(`wrote ${WEB_API_TYPES_PATH}`);
}
