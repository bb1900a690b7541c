import { describe, expect, it } from 'vitest';
import { bffRoutes, routesWithoutInputs } from './routes.ts';

describe('the fuzz route table', () => {
  it('describes every route the BFF serves, so a new route is fuzzed from its first day', () => {
    expect(routesWithoutInputs()).toEqual([]);
    expect(bffRoutes().length).toBeGreaterThan(20);
  });
});
