import postgres from 'postgres';
import { runMigrations } from '../db/migrate.ts';

/**
 * Databases for tests on one Postgres server: a migrated template, and copies of it. A copy is
 * `CREATE DATABASE ... TEMPLATE`, a copy of the template's files that takes milliseconds, where
 * running the migrations again takes a second or more.
 */

/** The address of database `name` on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.href;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer<T>(url: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(databaseUrl(url, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** Database `name`, new and migrated, for copies to be made of; returns its address. */
export async function createTemplateDatabase(url: string, name: string): Promise<string> {
  await dropDatabase(url, name);
  const templateUrl = databaseUrl(url, name);
  // runMigrations creates it, and closes its connection: a template with a session open cannot be copied.
  await runMigrations(templateUrl);
  return templateUrl;
}

/** Database `name` as a copy of `template` (replacing one of that name); returns its address. */
export async function copyDatabase(url: string, template: string, name: string): Promise<string> {
  await onServer(url, async (admin) => {
    await admin.unsafe(`drop database if exists ${quoted(name)} with (force)`);
    await admin.unsafe(`create database ${quoted(name)} template ${quoted(template)}`);
  });
  return databaseUrl(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (admin) => admin.unsafe(`drop database if exists ${quoted(name)} with (force)`));
}
