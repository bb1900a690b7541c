import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRIVER_FILES, DRIVER_PATCH_MARK } from './patch-postgres-driver.ts';

// The fault suite found postgres.js crashing the process on a Postgres restart; every install
// (make, the image build) patches the driver. This fails if an install path ever skips it.
describe('the installed postgres driver', () => {
  it.each(DRIVER_FILES)('carries the null-socket guard: %s', (path) => {
    const source = readFileSync(path, 'utf8');
    expect(source).toContain(`${DRIVER_PATCH_MARK} if (!socket)`);
    expect(source).not.toMatch(/\n {4}clearImmediate\(nextWriteTimer\)\n/);
  });
});
