import { databaseEnv, parseEnv } from '../env.ts';
import { runMigrations } from './migrate.ts';

// `npm run db:migrate`: the command the Kubernetes migration Job and `make dev` run.
const env = parseEnv({ DATABASE_URL: databaseEnv.DATABASE_URL }, process.env);
await runMigrations(env.DATABASE_URL);
console.log('Migrations applied');
