/**
 * What the deployment files (docker-compose.yml, Dockerfiles, k8s/) must agree on with the code,
 * for the tests beside this file: ports, environment variables and the services' env loaders.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_SHUTDOWN_BOUND_MS, parseEnv, shutdownBoundFor } from '@funding/platform';
import { loadBffEnv } from '../services/bff/src/env.ts';
import { loadMailWorkerEnv } from '../services/mail-worker/src/env.ts';
import { loadPdfWorkerEnv, renderTimeoutEnv } from '../services/pdf-worker/src/env.ts';

export const repoRoot = resolve(import.meta.dirname, '..');

export const SERVICES = ['bff', 'pdf-worker', 'mail-worker'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * The HTTP port each service answers /api/health and /api/ready on
 * (docs/architecture.md#contracts-between-the-parts, k8s/README.md).
 */
export const SERVICE_PORTS: Record<Service, number> = { bff: 8080, 'pdf-worker': 8081, 'mail-worker': 8082 };

/** The variable that sets that port in each service's env.ts. */
export const PORT_VARIABLE: Record<Service, 'PORT' | 'HEALTH_PORT'> = {
  bff: 'PORT',
  'pdf-worker': 'HEALTH_PORT',
  'mail-worker': 'HEALTH_PORT',
};

/** The queues each worker consumes (QUEUE_NAMES keys): the pdf-worker also reads the bank statements. */
export const WORKER_QUEUES = { 'pdf-worker': ['pdf', 'statements'], 'mail-worker': ['mail'] } as const;

/** Parses an environment as the service does at boot; throws the list of problems. */
export const ENV_LOADERS: Record<Service, (source: Record<string, string>) => unknown> = {
  bff: loadBffEnv,
  'pdf-worker': loadPdfWorkerEnv,
  'mail-worker': loadMailWorkerEnv,
};

/**
 * How long a stopping service waits for its jobs and uploads, as its main.ts computes it from its
 * environment (`env`: what the deployment sets); orchestrators must wait longer. The pdf-worker
 * waits for a render up to RENDER_TIMEOUT_MS and then stores it.
 */
export function shutdownBoundSeconds(service: Service, env: Record<string, string> = {}): number {
  if (service !== 'pdf-worker') return DEFAULT_SHUTDOWN_BOUND_MS / 1000;
  return shutdownBoundFor(parseEnv(renderTimeoutEnv, env).RENDER_TIMEOUT_MS) / 1000;
}

/**
 * Every variable a service reads: the keys of its env.ts and of the shared blocks in
 * services/platform/src/env.ts. A name outside this set in a manifest is a typo or a leftover.
 */
export function knownVariables(service: Service): Set<string> {
  const sources = [`services/${service}/src/env.ts`, 'services/platform/src/env.ts'];
  const names = new Set<string>();
  for (const source of sources) {
    const text = readFileSync(resolve(repoRoot, source), 'utf8');
    for (const match of text.matchAll(/\b([A-Z][A-Z0-9_]{2,}):/g)) names.add(match[1]!);
  }
  return names;
}

/** `45s`, `1m30s`, `500ms` (docker-compose durations) in seconds. */
export function durationSeconds(value: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value)
    throw new Error(`not a duration: ${value}`);
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * units[unit!]!, 0);
}

/** A Kubernetes quantity (`2Gi`, `512Mi`, `1G`) in bytes. */
export function quantityBytes(value: string): number {
  return sizeBytes(value, { '': 1, k: 1e3, M: 1e6, G: 1e9, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 });
}

/** An nginx size (`80m`, `1g`: powers of 1024) in bytes. */
export function nginxSizeBytes(value: string): number {
  return sizeBytes(value, {
    '': 1,
    k: 1024,
    K: 1024,
    m: 1024 ** 2,
    M: 1024 ** 2,
    g: 1024 ** 3,
    G: 1024 ** 3,
  });
}

function sizeBytes(value: string, units: Record<string, number>): number {
  const match = /^(\d+(?:\.\d+)?)([a-zA-Z]*)$/.exec(value);
  const unit = match ? units[match[2]!] : undefined;
  if (!match || unit === undefined) throw new Error(`not a size: ${value}`);
  return Number(match[1]) * unit;
}
