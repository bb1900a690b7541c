import { loadMigrationEnv } from '../env.ts';
import { runMigrations } from './migrate.ts';

// `npm run db:migrate`: the command the Kubernetes migration Job and `make dev` run.
const env = loadMigrationEnv();
await runMigrations(env.DATABASE_URL);
console.log('Migrations applied');
