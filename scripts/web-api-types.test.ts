import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_API_TYPES_PATH, webApiTypes } from './web-api-types.ts';

describe('web/src/testing/api-types.ts', () => {
  it("is what the BFF's OpenAPI document gives now (run: node --import tsx scripts/web-api-types.ts)", async () => {
    expect(readFileSync(WEB_API_TYPES_PATH, 'utf8')).toBe(await webApiTypes());
  });
});
