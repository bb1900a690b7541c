import { applicationListQuerySchema } from '@funding/contracts';
import { createDatabase } from '@funding/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationListStatements } from './query.ts';

// Statements are only built here; the client never connects.
const database = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
afterAll(() => database.close());
const statementsFor = (query: Record<string, string>) =>
  applicationListStatements(database.db, applicationListQuerySchema.parse(query));

describe('applicationListStatements', () => {
  it('orders by the index of created_at in either direction, one page at a time', () => {
    const newest = statementsFor({ page: '3', pageSize: '10' }).rows.toSQL();
    expect(newest.sql).toMatch(
      /order by "applications"\."created_at" desc nulls last, "applications"\."id" asc/,
    );
    expect(newest.params.slice(-2)).toEqual([10, 20]);
    const oldest = statementsFor({ sort: 'oldest' }).rows.toSQL().sql;
    expect(oldest).toMatch(
      /order by "applications"\."created_at" asc nulls first, "applications"\."id" desc/,
    );
  });

  it("searches the trigram index's expression, with LIKE's wildcards taken literally and a spoken id normalised", () => {
    const search = statementsFor({ search: '50%_off' });
    expect(search.rows.toSQL().sql).toMatch(/lower\(.*\) ilike \$1/);
    expect(search.rows.toSQL().params[0]).toBe('%50\\%\\_off%');
    expect(search.count.toSQL().params).toEqual(['%50\\%\\_off%']);
    expect(statementsFor({ search: 'fa 7k3qd 9xw2m' }).rows.toSQL().params[0]).toBe('%fa-7k3qd-9xw2m%');
  });

  it('filters by state and by processing status in the page and the count alike', () => {
    const { rows, count } = statementsFor({ state: 'TX', status: 'failed' });
    for (const statement of [rows.toSQL(), count.toSQL()]) {
      expect(statement.sql).toContain('"applications"."business_state" = $1');
      expect(statement.sql).toMatch(/"pdf_status" = \$\d+ or "applications"\."email_status" = \$\d+/);
    }
  });
});
