import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MAX_UPLOAD_BYTES, UPLOAD_SLOTS } from '@funding/contracts';
import {
  createQueueMetrics,
  type EnvError,
  processMetricsRegistry,
  QUEUE_NAMES,
  QUEUE_PREFIX,
  type Registry,
} from '@funding/platform';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service as KubeService, Secret } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { SERVICE_BUNDLES } from '../scripts/bundle-services.ts';
import { generateSecrets } from '../scripts/secrets.ts';
import { createRequestMetrics } from '../services/bff/src/metrics.ts';
import { loadDatabaseDumpStoreEnv, loadOrphanSweepEnv } from '../services/platform/src/env.ts';
import {
  ENV_LOADERS,
  knownVariables,
  nginxSizeBytes,
  PORT_VARIABLE,
  quantityBytes,
  repoRoot,
  SERVICE_PORTS,
  SERVICES,
  type Service,
  shutdownBoundSeconds,
  WORKER_QUEUES,
} from './deployment-contract.ts';
import {
  kustomizationFiles,
  loadYamlFile,
  type Manifest,
  renderKustomization,
  splitImage,
} from './kubectl-kustomize.ts';

// Loosely typed views of the manifests: the schemas below check the shapes, these read them.
// biome-ignore lint/suspicious/noExplicitAny: parsed YAML, validated against the schemas first
type Any = any;

const k8sDir = join(repoRoot, 'k8s');
const KUSTOMIZATIONS = ['base', 'overlays/dev', 'overlays/prod'];
const SECRET_TEMPLATE = join(k8sDir, 'base/secret.template.yaml');

/** Offline schema validation by apiVersion/kind: kubernetes-models, @kubernetes-models/keda. */
const VALIDATORS: Record<string, (manifest: Manifest) => void> = {
  'v1/ConfigMap': (m) => new ConfigMap(m as Any).validate(),
  'v1/Secret': (m) => new Secret(m as Any).validate(),
  'v1/Service': (m) => new KubeService(m as Any).validate(),
  'apps/v1/Deployment': (m) => new Deployment(m as Any).validate(),
  'batch/v1/Job': (m) => new Job(m as Any).validate(),
  'batch/v1/CronJob': (m) => new CronJob(m as Any).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (m) => new HorizontalPodAutoscaler(m as Any).validate(),
  'policy/v1/PodDisruptionBudget': (m) => new PodDisruptionBudget(m as Any).validate(),
  'networking.k8s.io/v1/Ingress': (m) => new Ingress(m as Any).validate(),
  'networking.k8s.io/v1/NetworkPolicy': (m) => new NetworkPolicy(m as Any).validate(),
  'keda.sh/v1alpha1/ScaledObject': (m) => new ScaledObject(m as Any).validate(),
  'keda.sh/v1alpha1/TriggerAuthentication': (m) => new TriggerAuthentication(m as Any).validate(),
  // No schema package is installed for the Prometheus Operator: its two kinds are checked by hand.
  'monitoring.coreos.com/v1/PodMonitor': validatePodMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': validatePrometheusRule,
};

function validatePodMonitor(m: Manifest) {
  const spec = m.spec as Any;
  expect(spec.selector, `${m.metadata.name}.spec.selector`).toBeTypeOf('object');
  expect(spec.podMetricsEndpoints.length).toBeGreaterThan(0);
  for (const endpoint of spec.podMetricsEndpoints) {
    expect(endpoint.port).toBeTypeOf('string');
    expect(endpoint.path).toBe('/metrics');
    expect(endpoint.interval).toMatch(/^\d+[sm]$/);
  }
}

function validatePrometheusRule(m: Manifest) {
  const spec = m.spec as Any;
  expect(spec.groups.length).toBeGreaterThan(0);
  for (const group of spec.groups) {
    expect(group.name).toBeTypeOf('string');
    for (const rule of group.rules) {
      expect(Object.keys(rule).sort()).toEqual(['alert', 'annotations', 'expr', 'for', 'labels']);
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(rule.expr).toBeTypeOf('string');
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical']).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toBeTypeOf('string');
      expect(rule.annotations.description).toBeTypeOf('string');
    }
  }
}

const rendered = Object.fromEntries(KUSTOMIZATIONS.map((k) => [k, renderKustomization(join(k8sDir, k))]));
const [secretTemplate] = loadYamlFile(SECRET_TEMPLATE) as Any[];

const find = (manifests: Manifest[], kind: string, name: string): Any => {
  const manifest = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!manifest) throw new Error(`no ${kind} ${name}`);
  return manifest;
};
const all = (manifests: Manifest[], kind: string): Any[] => manifests.filter((m) => m.kind === kind);

/** Every YAML file under k8s/. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry) ? [path] : [];
  });
}

/**
 * The Secret as an operator fills it in: every CHANGE_ME replaced, the secrets by what `make
 * secrets` generates (the same rule applies to both), the addresses by real-looking ones.
 */
function filledSecret(): Record<string, string> {
  const generated: Record<string, string> = generateSecrets();
  const password = generateSecrets().S3_SECRET_KEY;
  const filled: Record<string, string> = {
    ...secretTemplate.stringData,
    ...generated,
    DATABASE_URL: `postgres://funding:${password}@postgres.example.com:5432/funding?sslmode=require`,
    REDIS_URL: `redis://:${password}@redis.example.com:6379`,
    REDIS_PASSWORD: password,
    SMTP_USER: 'funding-relay',
    SMTP_PASSWORD: generateSecrets().METRICS_TOKEN,
  };
  expect(Object.keys(filled).sort()).toEqual(Object.keys(secretTemplate.stringData).sort());
  return filled;
}

/** The container env of a pod as the service sees it: ConfigMaps, values and the Secret (filled in by default). */
function containerEnvironment(
  manifests: Manifest[],
  container: Any,
  secretValues: Record<string, string> = filledSecret(),
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    Object.assign(env, find(manifests, 'ConfigMap', source.configMapRef.name).data);
  }
  for (const variable of container.env ?? []) {
    if ('value' in variable) env[variable.name] = variable.value;
    else if (variable.valueFrom?.secretKeyRef) {
      const { name, key } = variable.valueFrom.secretKeyRef;
      expect(name).toBe(secretTemplate.metadata.name);
      expect(Object.keys(secretTemplate.stringData), `Secret key ${key}`).toContain(key);
      env[variable.name] = secretValues[key]!;
    } else if (variable.valueFrom?.configMapKeyRef) {
      const { name, key } = variable.valueFrom.configMapKeyRef;
      env[variable.name] = find(manifests, 'ConfigMap', name).data[key];
    } else throw new Error(`unsupported env source for ${variable.name}`);
  }
  return env;
}

const podLabels = (workload: Any): Record<string, string> => workload.spec.template.metadata.labels;
const selects = (selector: Any, labels: Record<string, string>) =>
  Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
  (selector.matchExpressions ?? []).every(
    (e: Any) => e.operator === 'In' && e.values.includes(labels[e.key]),
  );

/** The metric names a PromQL expression reads (functions, keywords, labels and ranges removed). */
function promqlMetricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  return [...stripped.matchAll(/(?<![\w.:])([a-zA-Z_:][a-zA-Z0-9_:]*)(?![\w:]|\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !keywords.has(name));
}

function registeredMetricNames(...registries: Registry[]): Set<string> {
  const names = new Set<string>(['up']);
  for (const registry of registries) {
    for (const metric of registry.getMetricsAsArray()) {
      const { name, type } = metric as unknown as { name: string; type: string };
      names.add(name);
      if (type === 'histogram' || type === 'summary') {
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      }
    }
  }
  return names;
}

describe('k8s files', () => {
  it('every YAML file is part of a kustomization (resource or patch), or is the Secret template', () => {
    const used = new Set(KUSTOMIZATIONS.flatMap((k) => kustomizationFiles(join(k8sDir, k))));
    const orphans = yamlFiles(k8sDir).filter((file) => !used.has(file) && file !== SECRET_TEMPLATE);
    expect(orphans.map((file) => relative(repoRoot, file))).toEqual([]);
  });

  it('the Secret template holds placeholders only, and every key the manifests use', () => {
    VALIDATORS['v1/Secret']!(secretTemplate);
    const nonSecret = new Set(['REDIS_ADDRESS']);
    for (const [key, value] of Object.entries(secretTemplate.stringData as Record<string, string>)) {
      if (!nonSecret.has(key)) expect(value, key).toContain('CHANGE_ME');
    }
    expect(secretTemplate.data, 'no base64 data: it hides what is committed').toBeUndefined();
    for (const manifests of Object.values(rendered)) {
      expect(all(manifests, 'Secret'), 'the real Secret is never applied with the manifests').toEqual([]);
    }
  });
});

describe.each(KUSTOMIZATIONS)('kustomization %s', (kustomization) => {
  const manifests = rendered[kustomization]!;
  const deployments = all(manifests, 'Deployment');
  const deployment = (service: Service) => find(manifests, 'Deployment', service);
  const mainContainer = (service: Service) => deployment(service).spec.template.spec.containers[0];
  // Jobs, and the Jobs that CronJobs make, seen the same way: metadata and a pod template.
  const jobs = [
    ...all(manifests, 'Job'),
    ...all(manifests, 'CronJob').map((cron) => ({
      metadata: cron.metadata,
      spec: cron.spec.jobTemplate.spec,
    })),
  ];

  it('validates every document against its Kubernetes or KEDA schema', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const manifest of manifests) {
      const validate = VALIDATORS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(validate, `${manifest.apiVersion}/${manifest.kind} has a validator`).toBeDefined();
      expect(() => validate!(manifest), `${manifest.kind}/${manifest.metadata.name}`).not.toThrow();
    }
    const names = manifests.map((m) => `${m.kind}/${m.metadata.name}`);
    expect(new Set(names).size, 'no duplicates').toBe(names.length);
  });

  it('runs a Deployment per service, each probed on its own port: /api/ready and /api/health', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...SERVICES].sort());
    for (const service of SERVICES) {
      const container = mainContainer(service);
      const env = containerEnvironment(manifests, container);
      expect(Number(env[PORT_VARIABLE[service]]), `${service} ${PORT_VARIABLE[service]}`).toBe(
        SERVICE_PORTS[service],
      );
      const portOf = (probe: Any) => {
        const port = probe.httpGet.port;
        return typeof port === 'number'
          ? port
          : container.ports.find((p: Any) => p.name === port)?.containerPort;
      };
      expect(container.readinessProbe.httpGet.path).toBe('/api/ready');
      expect(container.livenessProbe.httpGet.path).toBe('/api/health');
      expect(container.startupProbe.httpGet.path).toBe('/api/health');
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
        expect(portOf(probe), `${service} probe port`).toBe(SERVICE_PORTS[service]);
      }
    }
  });

  it('gives every container requests and limits, and a grace period above the shutdown bound', () => {
    for (const workload of [...deployments, ...jobs]) {
      const pod = workload.spec.template.spec;
      for (const container of pod.containers) {
        for (const resource of ['cpu', 'memory']) {
          expect(
            container.resources.requests[resource],
            `${workload.metadata.name} request ${resource}`,
          ).toBeDefined();
          expect(
            container.resources.limits[resource],
            `${workload.metadata.name} limit ${resource}`,
          ).toBeDefined();
        }
        expect(quantityBytes(container.resources.requests.memory)).toBeLessThanOrEqual(
          quantityBytes(container.resources.limits.memory),
        );
      }
    }
    for (const workload of deployments) {
      const grace = workload.spec.template.spec.terminationGracePeriodSeconds;
      const container = workload.spec.template.spec.containers[0];
      const preStop = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
      // The bound as the service computes it from the environment it gets here (the pdf-worker's
      // follows its RENDER_TIMEOUT_MS): the job or upload in hand finishes before the kill.
      const bound = shutdownBoundSeconds(
        workload.metadata.name as Service,
        containerEnvironment(manifests, container),
      );
      expect(grace, workload.metadata.name).toBeGreaterThan(bound + preStop);
    }
  });

  it('runs as non-root on a read-only root file system, with a writable /tmp', () => {
    for (const workload of [...deployments, ...jobs]) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, workload.metadata.name).toBe(true);
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        for (const mount of container.volumeMounts ?? []) {
          expect(pod.volumes.map((v: Any) => v.name)).toContain(mount.name);
        }
      }
    }
    for (const workload of deployments) {
      const mounts = workload.spec.template.spec.containers[0].volumeMounts.map((m: Any) => m.mountPath);
      expect(mounts, workload.metadata.name).toContain('/tmp');
    }
  });

  it('spools bff uploads to an emptyDir sized for 20 full submissions at once', () => {
    const pod = deployment('bff').spec.template.spec;
    const env = containerEnvironment(manifests, mainContainer('bff'));
    const mount = pod.containers[0].volumeMounts.find((m: Any) =>
      env.INTAKE_TMP_DIR?.startsWith(`${m.mountPath}/`),
    );
    expect(mount, 'INTAKE_TMP_DIR is on a mounted volume').toBeDefined();
    const volume = pod.volumes.find((v: Any) => v.name === mount.name);
    const fullSubmission = UPLOAD_SLOTS.length * MAX_UPLOAD_BYTES;
    expect(quantityBytes(volume.emptyDir.sizeLimit)).toBeGreaterThanOrEqual(20 * fullSubmission);
    expect(quantityBytes(pod.containers[0].resources.limits['ephemeral-storage'])).toBeGreaterThanOrEqual(
      quantityBytes(volume.emptyDir.sizeLimit),
    );
  });

  it('gives every Deployment a PodDisruptionBudget that selects its pods', () => {
    for (const workload of deployments) {
      const budgets = all(manifests, 'PodDisruptionBudget').filter((pdb) =>
        selects(pdb.spec.selector, podLabels(workload)),
      );
      expect(budgets, workload.metadata.name).toHaveLength(1);
      expect(selects(workload.spec.selector, podLabels(workload))).toBe(true);
    }
  });

  it('scales the bff on CPU with an HPA, and leaves the replica count to it', () => {
    const hpa = find(manifests, 'HorizontalPodAutoscaler', 'bff');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'bff' });
    expect(hpa.spec.metrics).toContainEqual(
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    );
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
    expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
    for (const workload of deployments)
      expect(workload.spec.replicas, workload.metadata.name).toBeUndefined();
  });

  it('scales each worker with KEDA on the exact wait and prioritized keys of its BullMQ queues', () => {
    const scaledObjects = all(manifests, 'ScaledObject');
    expect(scaledObjects.map((s) => s.spec.scaleTargetRef.name).sort()).toEqual([
      'mail-worker',
      'pdf-worker',
    ]);
    const authentications = all(manifests, 'TriggerAuthentication').map((t) => t.metadata.name);
    for (const [worker, queues] of Object.entries(WORKER_QUEUES)) {
      const scaled = scaledObjects.find((s) => s.spec.scaleTargetRef.name === worker);
      const keys = queues.map((queue) => `${QUEUE_PREFIX}:${QUEUE_NAMES[queue]}`);
      expect(scaled.spec.triggers.map((t: Any) => t.metadata.listName).sort()).toEqual(
        keys.flatMap((queueKey) => [`${queueKey}:prioritized`, `${queueKey}:wait`]).sort(),
      );
      for (const trigger of scaled.spec.triggers) {
        expect(trigger.type).toBe('redis');
        expect(Number(trigger.metadata.listLength)).toBeGreaterThan(0);
        expect(authentications).toContain(trigger.authenticationRef.name);
      }
      // The pdf-worker runs the sweeper and both report queue metrics: never zero replicas.
      expect(scaled.spec.minReplicaCount, worker).toBeGreaterThanOrEqual(1);
      expect(scaled.spec.maxReplicaCount).toBeGreaterThanOrEqual(scaled.spec.minReplicaCount);
      expect(scaled.spec.cooldownPeriod).toBeGreaterThan(0);
      expect(scaled.spec.fallback.replicas).toBeLessThanOrEqual(scaled.spec.maxReplicaCount);
    }
    for (const auth of all(manifests, 'TriggerAuthentication')) {
      for (const ref of auth.spec.secretTargetRef)
        expect(Object.keys(secretTemplate.stringData)).toContain(ref.key);
    }
  });

  it('keeps Postgres connections at full scale under the default max_connections (100 - 3 reserved)', () => {
    const maxReplicas = (service: Service) =>
      service === 'bff'
        ? find(manifests, 'HorizontalPodAutoscaler', 'bff').spec.maxReplicas
        : all(manifests, 'ScaledObject').find((s) => s.spec.scaleTargetRef.name === service).spec
            .maxReplicaCount;
    const total = SERVICES.reduce((sum, service) => {
      const pool = Number(containerEnvironment(manifests, mainContainer(service)).DATABASE_POOL_SIZE);
      expect(pool, `${service} DATABASE_POOL_SIZE`).toBeGreaterThan(0);
      return sum + maxReplicas(service) * pool;
    }, jobs.length); // one connection per Job: the migration and the orphan sweep
    expect(total).toBeLessThanOrEqual(97);
  });

  it('starts every service with its environment: the env loaders accept it in production', () => {
    for (const service of SERVICES) {
      const container = mainContainer(service);
      const env = containerEnvironment(manifests, container);
      expect(env.NODE_ENV).toBe('production');
      expect(() => ENV_LOADERS[service](env), service).not.toThrow();
      const known = knownVariables(service);
      for (const variable of container.env)
        expect(known, `${service} reads ${variable.name}`).toContain(variable.name);
    }
    const everyKnown = new Set(SERVICES.flatMap((service) => [...knownVariables(service)]));
    for (const key of Object.keys(find(manifests, 'ConfigMap', 'funding-config').data)) {
      expect(everyKnown, `a service reads ${key}`).toContain(key);
    }
  });

  it('refuses to start any service on the Secret template as it is, naming every placeholder', () => {
    for (const service of SERVICES) {
      const container = mainContainer(service);
      const env = containerEnvironment(manifests, container, secretTemplate.stringData);
      const fromSecret = container.env
        .filter((variable: Any) => variable.valueFrom?.secretKeyRef)
        .map((variable: Any) => variable.name);
      let named: string[] = [];
      try {
        ENV_LOADERS[service](env);
      } catch (error) {
        named = (error as EnvError).problems.map((problem) => problem.split(':')[0]!);
      }
      expect(named.sort(), service).toEqual(fromSecret.sort());
    }
  });

  it('takes the client address from ingress-nginx, the one proxy that appends to X-Forwarded-For', () => {
    const env = containerEnvironment(manifests, mainContainer('bff'));
    expect(env.TRUSTED_PROXY_HOPS).toBe('1');
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('denies every connection into the namespace but those the system needs (NetworkPolicies)', () => {
    const policies = all(manifests, 'NetworkPolicy');
    const peersOf = (labels: Record<string, string>) =>
      policies
        .filter((policy) => selects(policy.spec.podSelector, labels))
        .flatMap((policy) => (policy.spec.ingress ?? []) as Any[]);
    for (const policy of policies) {
      expect(policy.spec.policyTypes, policy.metadata.name).toEqual(['Ingress']);
      for (const rule of policy.spec.ingress ?? []) {
        expect(rule.from?.length, `${policy.metadata.name}: no rule open to everyone`).toBeGreaterThan(0);
        for (const peer of rule.from) expect(peer.ipBlock, policy.metadata.name).toBeUndefined();
      }
    }
    // Every pod of the namespace, including ones this repository does not define, starts closed.
    const denyAll = policies.filter((p) => Object.keys(p.spec.podSelector).length === 0);
    expect(denyAll.map((p) => p.spec.ingress ?? [])).toEqual([[]]);

    const namespaceOf = (peer: Any) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
    const describePeers = (rules: Any[]) =>
      rules
        .flatMap((rule) =>
          rule.from.map((peer: Any) => ({
            namespace: namespaceOf(peer) ?? '(same)',
            pods: peer.podSelector?.matchLabels,
            ports: (rule.ports ?? []).map((p: Any) => p.port),
          })),
        )
        .sort((a, b) => a.namespace.localeCompare(b.namespace));

    expect(describePeers(peersOf(podLabels(deployment('bff'))))).toEqual([
      { namespace: 'ingress-nginx', pods: { 'app.kubernetes.io/name': 'ingress-nginx' }, ports: ['http'] },
      { namespace: 'monitoring', pods: { 'app.kubernetes.io/name': 'prometheus' }, ports: ['http'] },
    ]);
    for (const worker of ['pdf-worker', 'mail-worker'] as const) {
      expect(describePeers(peersOf(podLabels(deployment(worker)))), worker).toEqual([
        { namespace: 'monitoring', pods: { 'app.kubernetes.io/name': 'prometheus' }, ports: ['health'] },
      ]);
      const ports = mainContainer(worker).ports.map((p: Any) => p.name);
      expect(ports, 'the port Prometheus may reach is the health port').toEqual(['health']);
    }
    const appPods = { 'app.kubernetes.io/part-of': 'funding' };
    for (const store of ['postgres', 'redis', 'minio']) {
      const peers = describePeers(peersOf({ 'app.kubernetes.io/name': store }));
      const expected = [{ namespace: '(same)', pods: appPods, ports: [] }];
      if (store === 'redis')
        expected.push({ namespace: 'keda', pods: { app: 'keda-operator' } as Any, ports: [] });
      expect(peers, store).toEqual(expected.sort((a, b) => a.namespace.localeCompare(b.namespace)));
    }
    // "The app's pods" are exactly the Deployments and Jobs of this repository.
    for (const workload of [...deployments, ...jobs])
      expect(selects({ matchLabels: appPods }, podLabels(workload)), workload.metadata.name).toBe(true);
    expect(selects({ matchLabels: appPods }, { 'app.kubernetes.io/name': 'ingress-nginx' })).toBe(false);
  });

  it('migrates with a Job that runs the bundled migration of the bff image', () => {
    const job = find(manifests, 'Job', 'funding-migrate');
    const container = job.spec.template.spec.containers[0];
    expect(splitImage(container.image)[0]).toBe(splitImage(mainContainer('bff').image)[0]);
    expect(container.command).toEqual([
      'node',
      `dist/bff/${Object.keys(SERVICE_BUNDLES.bff.entries)[1]}.mjs`,
    ]);
    expect(SERVICE_BUNDLES.bff.entries.migrate).toBe('services/platform/src/db/migrate-cli.ts');
    expect(() => new URL(containerEnvironment(manifests, container).DATABASE_URL!)).not.toThrow();
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('sweeps orphaned objects daily with a CronJob that runs the bundled sweep of the bff image', () => {
    const cron = find(manifests, 'CronJob', 'funding-orphan-sweep');
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const container = cron.spec.jobTemplate.spec.template.spec.containers[0];
    expect(splitImage(container.image)[0]).toBe(splitImage(mainContainer('bff').image)[0]);
    expect(container.command).toEqual(['node', 'dist/bff/sweep-orphans.mjs']);
    expect(SERVICE_BUNDLES.bff.entries['sweep-orphans']).toBe('services/platform/src/sweep-orphans-cli.ts');
    const env = containerEnvironment(manifests, container);
    expect(env.NODE_ENV).toBe('production');
    expect(() => loadOrphanSweepEnv(env)).not.toThrow();
  });

  it('dumps the database nightly into the backup bucket, with the Postgres of docker-compose and a retention', () => {
    const cron = find(manifests, 'CronJob', 'funding-database-backup');
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cron.spec.jobTemplate.spec.template.spec;
    const [dump] = pod.initContainers;
    const [store] = pod.containers;
    // pg_dump refuses a server newer than itself: the image is the server's (docker-compose.yml).
    const composePostgres = (loadYamlFile(join(repoRoot, 'docker-compose.yml'))[0] as Any).services.postgres
      .image;
    expect(dump.image).toBe(composePostgres);
    expect(dump.command.join(' ')).toContain('pg_dump --format=custom');
    expect(dump.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    const env = containerEnvironment(manifests, store);
    // The file pg_dump writes is the one the upload reads, on a volume both mount.
    expect(dump.command.join(' ')).toContain(`--file=${env.DATABASE_DUMP_FILE}`);
    const mountOf = (container: Any) =>
      container.volumeMounts.find((mount: Any) => env.DATABASE_DUMP_FILE!.startsWith(`${mount.mountPath}/`));
    expect(mountOf(dump).name).toBe(mountOf(store).name);
    expect(splitImage(store.image)[0]).toBe(splitImage(mainContainer('bff').image)[0]);
    expect(store.command).toEqual(['node', 'dist/bff/store-database-dump.mjs']);
    expect(SERVICE_BUNDLES.bff.entries['store-database-dump']).toBe(
      'services/platform/src/backup/store-database-dump-cli.ts',
    );
    expect(env.NODE_ENV).toBe('production');
    const parsed = loadDatabaseDumpStoreEnv(env);
    expect(parsed.BACKUP_BUCKET).not.toBe(parsed.S3_BUCKET);
    expect(parsed.BACKUP_RETENTION_DAYS).toBeGreaterThanOrEqual(7);
  });

  it('exposes the bff through a Service and an Ingress that take seven 10 MiB files', () => {
    const service = find(manifests, 'Service', 'bff');
    expect(selects({ matchLabels: service.spec.selector }, podLabels(deployment('bff')))).toBe(true);
    const servicePort = service.spec.ports[0];
    expect(
      mainContainer('bff').ports.find((p: Any) => p.name === servicePort.targetPort)?.containerPort,
    ).toBe(SERVICE_PORTS.bff);
    const ingress = find(manifests, 'Ingress', 'funding');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe('bff');
    expect(backend.port.name).toBe(servicePort.name);
    const annotations = ingress.metadata.annotations;
    const bodyLimit = nginxSizeBytes(annotations['nginx.ingress.kubernetes.io/proxy-body-size']);
    const fullSubmission = UPLOAD_SLOTS.length * MAX_UPLOAD_BYTES;
    expect(bodyLimit).toBeGreaterThanOrEqual(fullSubmission + 1024 * 1024);
    expect(bodyLimit).toBeLessThanOrEqual(2 * fullSubmission);
    for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout']) {
      expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThanOrEqual(120);
    }
  });

  it('pins images: base names only, and a release tag in production', () => {
    for (const workload of [...deployments, ...jobs]) {
      for (const container of workload.spec.template.spec.containers) {
        const [name, tag] = splitImage(container.image);
        expect(name).toMatch(/(^|\/)funding\/(bff|pdf-worker|mail-worker)$/);
        if (kustomization === 'overlays/prod') {
          expect(tag).toMatch(/^\d+\.\d+\.\d+/);
          expect(name).toContain('/funding/');
        }
      }
    }
  });

  it('scrapes every service: the PodMonitors select its pods on a port they have', () => {
    for (const workload of deployments) {
      const monitors = all(manifests, 'PodMonitor').filter((m) =>
        selects(m.spec.selector, podLabels(workload)),
      );
      expect(monitors, workload.metadata.name).toHaveLength(1);
      const ports = workload.spec.template.spec.containers[0].ports.map((p: Any) => p.name);
      for (const endpoint of monitors[0].spec.podMetricsEndpoints) expect(ports).toContain(endpoint.port);
    }
    const bffMonitor = all(manifests, 'PodMonitor').find((m) =>
      selects(m.spec.selector, podLabels(deployment('bff'))),
    );
    const credentials = bffMonitor.spec.podMetricsEndpoints[0].authorization.credentials;
    expect(credentials).toEqual({ name: secretTemplate.metadata.name, key: 'METRICS_TOKEN' });
  });

  it('alerts only on metrics the services export, and docs/operations.md explains every alert', () => {
    const exported = registeredMetricNames(
      processMetricsRegistry(),
      createQueueMetrics({ queue: 'pdf', readJobCounts: async () => ({}) }).registry,
      createRequestMetrics(undefined).registry,
    );
    const operations = readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8');
    const rules = all(manifests, 'PrometheusRule').flatMap((r) => r.spec.groups.flatMap((g: Any) => g.rules));
    expect(rules.length).toBeGreaterThanOrEqual(5);
    for (const rule of rules) {
      for (const metric of promqlMetricNames(rule.expr))
        expect(exported, `${rule.alert} reads ${metric}`).toContain(metric);
      expect(operations, `docs/operations.md explains ${rule.alert}`).toContain(rule.alert);
    }
  });
});

describe('promqlMetricNames', () => {
  it('finds the metrics and nothing else', () => {
    expect(
      promqlMetricNames(
        'histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket{route=~"/api/.*"}[10m]))) > 2',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(
      promqlMetricNames('max by (queue) (a_total) > 0 and on (queue) sum(increase(b_total[5m])) == 0'),
    ).toEqual(['a_total', 'b_total']);
  });
});
