import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';

export { schema };

export interface DatabaseOptions {
  url: string;
  poolSize?: number;
}

export function createDatabase({ url, poolSize = 10 }: DatabaseOptions) {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    // Fail fast when the server is gone instead of queueing requests forever.
    connect_timeout: 5,
  });
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof createDatabase>['db'];

/** The postgres.js client under `Database`, for what drizzle does not express (a cursor). */
export type SqlClient = ReturnType<typeof createDatabase>['sql'];

/** An open transaction of `Database`. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where a function reads and writes: the database, or the caller's transaction, so that what it
 * writes commits or rolls back with the caller's change (an audit entry with the change it records).
 */
export type DbExecutor = Database | DbTransaction;
