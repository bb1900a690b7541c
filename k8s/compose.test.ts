import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvError } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dockerfileStages, imageDockerfile } from '../scripts/docker/image-stages.ts';
import { generateSecrets } from '../scripts/secrets.ts';
import {
  durationSeconds,
  ENV_LOADERS,
  knownVariables,
  PORT_VARIABLE,
  repoRoot,
  SERVICE_PORTS,
  SERVICES,
  type Service,
  shutdownBoundSeconds,
} from './deployment-contract.ts';

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML, checked field by field below
type Any = any;

// docker compose resolves YAML merge keys (`<<: *anchor`), so the test does too.
const readCompose = (file: string): Any => parse(readFileSync(join(repoRoot, file), 'utf8'), { merge: true });
const compose: Any = readCompose('docker-compose.yml');
const demo: Any = readCompose('docker-compose.demo.yml');
const services: Record<string, Any> = compose.services;

/** `${NAME:-default}` as docker compose interpolates it, from `dotEnv` (a `.env` file) or the default. */
function interpolate(value: unknown, dotEnv: Record<string, string> = {}): string {
  return String(value).replace(
    /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
    (_, name: string, fallback: string | undefined) => dotEnv[name] || (fallback ?? ''),
  );
}

/** A service's environment as compose gives it, with `dotEnv` as `.env`, and the demo file merged on top. */
function environment(
  name: string,
  { dotEnv = {}, withDemo = false }: { dotEnv?: Record<string, string>; withDemo?: boolean } = {},
): Record<string, string> {
  const merged = { ...services[name].environment, ...(withDemo ? demo.services[name]?.environment : {}) };
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, interpolate(v, dotEnv)]));
}

/** Why a service's env loader refuses an environment: its problems, or [] when it starts. */
function refusals(service: Service, env: Record<string, string>): string[] {
  try {
    ENV_LOADERS[service](env);
    return [];
  } catch (error) {
    return (error as EnvError).problems;
  }
}

/**
 * The servers `make dev` starts with docker compose, at the local addresses of README.md ("What
 * runs where").
 */
const INFRASTRUCTURE_PORTS: Record<string, string[]> = {
  postgres: ['127.0.0.1:5432:5432'],
  redis: ['127.0.0.1:6379:6379'],
  minio: ['127.0.0.1:9000:9000', '127.0.0.1:9001:9001'],
  mail: ['127.0.0.1:1025:1025', '127.0.0.1:1080:1080'],
};

describe('docker-compose.yml', () => {
  it('has the servers of `make dev` at their addresses, and the migration and the three services', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['postgres', 'redis', 'minio', 'minio-init', 'mail', 'migrate', ...SERVICES].sort(),
    );
    for (const [name, ports] of Object.entries(INFRASTRUCTURE_PORTS))
      expect(services[name].ports, name).toEqual(ports);
    for (const service of SERVICES) {
      const port = SERVICE_PORTS[service];
      expect(services[service].ports, service).toEqual([`127.0.0.1:${port}:${port}`]);
      expect(Number(environment(service)[PORT_VARIABLE[service]]), service).toBe(port);
    }
    expect(environment('bff').PUBLIC_BASE_URL).toBe(`http://127.0.0.1:${SERVICE_PORTS.bff}`);
  });

  it('keeps queue data in Redis: append-only file on, never evicted', () => {
    const command = services.redis.command.join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(services.redis.volumes).toEqual(['redis-data:/data']);
  });

  it('creates the bucket and keeps data in named volumes', () => {
    expect(services['minio-init'].entrypoint.join(' ')).toMatch(/mc mb --ignore-existing local\/funding/);
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'postgres-data', 'redis-data']);
    for (const service of SERVICES) expect(environment(service).S3_BUCKET).toBe('funding');
  });

  it('health-checks every long-running service, and waits only on healthy or finished ones', () => {
    const oneShot = new Set(['minio-init', 'migrate']);
    for (const [name, service] of Object.entries(services)) {
      if (!oneShot.has(name)) expect(service.healthcheck?.test, `${name} healthcheck`).toBeDefined();
      else expect(service.restart, name).toBe('no');
      for (const [dependency, { condition }] of Object.entries<Any>(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition, `${name} -> ${dependency}`).toBe(
          oneShot.has(dependency) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
    for (const service of SERVICES) {
      expect(Object.keys(services[service].depends_on), service).toEqual(
        expect.arrayContaining(['postgres', 'redis', 'minio', 'minio-init', 'migrate']),
      );
    }
    expect(Object.keys(services['mail-worker'].depends_on)).toContain('mail');
    expect(Object.keys(services.migrate.depends_on)).toEqual(['postgres']);
  });

  it('gives the services more time to stop than their longest job or upload', () => {
    for (const service of SERVICES) {
      expect(durationSeconds(services[service].stop_grace_period), service).toBeGreaterThan(
        shutdownBoundSeconds(service, environment(service)),
      );
    }
  });

  it('builds each service from its target of the Dockerfile, with the repository root as context', () => {
    for (const name of ['migrate', ...SERVICES]) {
      const { context, dockerfile, target } = services[name].build;
      expect(context, name).toBe('.');
      expect(existsSync(join(repoRoot, dockerfile ?? 'Dockerfile')), name).toBe(true);
      expect(dockerfileStages(), name).toContain(target);
    }
    for (const service of SERVICES) expect(services[service].build.target).toBe(service);
    expect(services.migrate.build.target).toBe('bff');
    expect(services.migrate.command).toEqual(['node', 'dist/bff/migrate.mjs']);
  });

  it('points the services at the compose servers, and runs them in production', () => {
    for (const service of SERVICES) {
      const env = environment(service);
      expect(env.NODE_ENV).toBe('production');
      expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL!).hostname).toBe('redis');
      expect(new URL(env.S3_ENDPOINT!).hostname).toBe('minio');
      const known = knownVariables(service);
      for (const name of Object.keys(env)) expect(known, `${service} reads ${name}`).toContain(name);
    }
    expect(environment('mail-worker').SMTP_HOST).toBe('mail');
    expect(new URL(environment('migrate').DATABASE_URL!).hostname).toBe('postgres');
  });

  it('without .env, every service refuses to start and names each secret it lacks', () => {
    const expected: Record<Service, string[]> = {
      bff: [
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        'FIELD_ENCRYPTION_KEYS',
        'DUPLICATE_HASH_KEYS',
        'JWT_SECRET',
        'ADMIN_PASSWORD',
      ],
      'pdf-worker': ['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'FIELD_ENCRYPTION_KEYS'],
      'mail-worker': ['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'FIELD_ENCRYPTION_KEYS'],
    };
    for (const service of SERVICES) {
      const named = refusals(service, environment(service)).map((problem) => problem.split(':')[0]);
      expect(named.sort(), service).toEqual([...expected[service]].sort());
    }
  });

  it('with the .env of `make secrets`, every service starts, and MinIO runs on the same account', () => {
    const dotEnv = generateSecrets();
    for (const service of SERVICES)
      expect(refusals(service, environment(service, { dotEnv })), service).toEqual([]);
    const minio = Object.fromEntries(
      Object.entries(services.minio.environment).map(([k, v]) => [k, interpolate(v, dotEnv)]),
    );
    expect([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]).toEqual([
      dotEnv.S3_ACCESS_KEY,
      dotEnv.S3_SECRET_KEY,
    ]);
    expect(services['minio-init'].environment).toEqual(services.minio.environment);
  });

  it('refuses in production every secret value the demo publishes, naming the variable', () => {
    for (const service of SERVICES) {
      const demoValues = environment(service, { withDemo: true });
      const production = { ...environment(service, { dotEnv: generateSecrets() }), NODE_ENV: 'production' };
      const secretNames = Object.keys(demo.services[service].environment).filter((name) =>
        /KEY|SECRET|PASSWORD/.test(name),
      );
      expect(secretNames.length, service).toBeGreaterThan(0);
      for (const name of secretNames) {
        const named = refusals(service, { ...production, [name]: demoValues[name]! }).map(
          (p) => p.split(':')[0],
        );
        // minioadmin as an access key names an account; only the secret half is refused.
        if (name === 'S3_ACCESS_KEY') expect(named).toEqual([]);
        else expect(named, `${service} ${name}`).toEqual([name]);
      }
    }
  });

  it('runs the demo in development mode, saying on every start that the values are demo values', () => {
    for (const service of SERVICES) {
      const env = environment(service, { withDemo: true });
      expect(env.NODE_ENV, service).toBe('development');
      expect(refusals(service, env), service).toEqual([]);
      const [shell, flag, script, name, ...command] = [
        ...demo.services[service].entrypoint,
        ...demo.services[service].command,
      ];
      expect([shell, flag, name]).toEqual(['/bin/sh', '-c', 'demo-notice']);
      expect(script).toMatch(/^echo "DEMO VALUES: .*Never expose it.*>&2; exec "\$\$@"$/);
      expect(command).toEqual(['node', `dist/${service}/main.mjs`]);
    }
    expect(Object.keys(demo.services).sort()).toEqual([...SERVICES].sort());
  });
});

describe('Dockerfiles', () => {
  const dockerfile = (service: Service) => imageDockerfile(service);

  it.each(SERVICES)(
    '%s: multi-stage on a supported Node LTS, bundled, non-root, health-checked',
    (service) => {
      const text = dockerfile(service);
      expect(text).toMatch(/^ARG NODE_IMAGE=node:(22|24)-bookworm-slim$/m);
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/npm ci\b/);
      expect(text).toContain(`scripts/bundle-services.ts ${service} /out`);
      expect(text).toMatch(/^USER 1000:1000$/m);
      expect(text).toMatch(/^HEALTHCHECK .*CMD \["node", "healthcheck\.mjs"\]$/m);
      expect(text).toMatch(new RegExp(`^CMD \\["node", "dist/${service}/main\\.mjs"\\]$`, 'm'));
      expect(text).toMatch(new RegExp(`${PORT_VARIABLE[service]}=${SERVICE_PORTS[service]}\\b`));
      expect(text).toMatch(new RegExp(`^EXPOSE ${SERVICE_PORTS[service]}$`, 'm'));
      // The runtime stage copies the bundle, never the build stage's node_modules.
      expect(text).not.toMatch(/COPY --from=build \/src\/node_modules/);
    },
  );

  it('bff: builds the web app and serves it from the image', () => {
    const text = dockerfile('bff');
    expect(text).toContain('npm run build -w web');
    expect(text).toMatch(/WEB_DIST_DIR=\/app\/web\/dist/);
    expect(text).toContain('COPY --from=bff-build /src/web/dist ./web/dist');
  });

  it('keeps dependencies, git history and local data out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '.git', '.local', '.env']) expect(ignored).toContain(entry);
    expect(ignored).toContain('docker-compose.*.yml');
    // What the build needs must stay in.
    for (const needed of ['scripts', 'services', 'web', 'package-lock.json'])
      expect(ignored).not.toContain(needed);
  });
});
