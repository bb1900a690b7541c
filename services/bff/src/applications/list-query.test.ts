import { applicationListQuerySchema } from '@funding/contracts';
import { createDatabase } from '@funding/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationListStatements } from './list-query.ts';

// Statements are only built here; the client never connects.
const database = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
afterAll(() => database.close());
const SIGNED_IN_ADMIN = '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
const statementsFor = (query: Record<string, string>) =>
  applicationListStatements(database.db, applicationListQuerySchema.parse(query), SIGNED_IN_ADMIN);

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

  it("searches the trigram-indexed search text, with LIKE's wildcards taken literally and a spoken id normalised", () => {
    const search = statementsFor({ search: '50%_off' });
    expect(search.rows.toSQL().sql).toMatch(/"applications"\."search_text" ilike \$1/);
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

  it('filters by review status and by assignee ("me" is the signed-in admin), in the page and the count', () => {
    const { rows, count } = statementsFor({ reviewStatus: 'missing_documents', assignee: 'me' });
    for (const statement of [rows.toSQL(), count.toSQL()]) {
      expect(statement.sql).toMatch(
        /"applications"\."review_status" = \$1 and "applications"\."assignee_id" = \$2/,
      );
      expect(statement.params.slice(0, 2)).toEqual(['missing_documents', SIGNED_IN_ADMIN]);
    }
    expect(statementsFor({ assignee: 'none' }).count.toSQL().sql).toContain(
      '"applications"."assignee_id" is null',
    );
    const other = '9a1d7f2e-5b3c-4d6e-8f90-abcdefabcdef';
    expect(statementsFor({ assignee: other }).count.toSQL().params).toEqual([other]);
  });

  it('joins the assignee name into the page only; the count reads applications alone', () => {
    const { rows, count } = statementsFor({});
    expect(rows.toSQL().sql).toContain('left join "admin_users"');
    expect(count.toSQL().sql).not.toContain('admin_users');
  });
});
