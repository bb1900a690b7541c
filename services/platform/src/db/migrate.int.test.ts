import { describe, expect, it } from 'vitest';
import { integrationEnv } from '../testing/integration-env.ts';
import { createDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { agents } from './schema.ts';

describe('migrations against a real Postgres', () => {
  const env = integrationEnv();

  it('creates every table, and applying them again changes nothing', async () => {
    await runMigrations(env.DATABASE_URL!);
    const { sql, close } = createDatabase({ url: env.DATABASE_URL! });
    try {
      const tables = await sql<{ table_name: string }[]>`
        select table_name from information_schema.tables where table_schema = 'public' order by table_name`;
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining([
          'admin_users',
          'agents',
          'applications',
          'audit_log',
          'documents',
          'notifications',
        ]),
      );
      const [index] = await sql`select indexdef from pg_indexes where indexname = 'applications_search_idx'`;
      expect(index?.indexdef).toContain('gin_trgm_ops');
      // 0004_applicant_contact: the index covers the stored search text, which holds the contact
      // fields too, the phone numbers also as digits alone.
      expect(index?.indexdef).toContain('(search_text gin_trgm_ops)');
      const [column] = await sql`
        select generation_expression from information_schema.columns
        where table_name = 'applications' and column_name = 'search_text'`;
      expect(column?.generation_expression).toContain('owner1_email');
      expect(column?.generation_expression).toContain('owner2_mobile_phone');
      expect(column?.generation_expression).toContain('regexp_replace');
    } finally {
      await close();
    }
  });

  it('enforces the schema: agent slugs are unique', async () => {
    const { db, close } = createDatabase({ url: env.DATABASE_URL! });
    try {
      const slug = `dup-${Date.now()}`;
      await db.insert(agents).values({ name: 'A', email: 'a@example.com', slug });
      await expect(db.insert(agents).values({ name: 'B', email: 'b@example.com', slug })).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
