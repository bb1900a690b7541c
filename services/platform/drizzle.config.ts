import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/platform/src/db/schema.ts',
  out: './services/platform/drizzle',
  casing: 'snake_case',
});
