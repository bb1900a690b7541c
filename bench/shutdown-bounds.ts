import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shutdownBoundFor } from '@funding/platform';
import { parse, parseAllDocuments } from 'yaml';
import { durationSeconds } from '../k8s/deployment-contract.ts';
import { loadPdfWorkerEnv } from '../services/pdf-worker/src/env.ts';
import type { Row } from './report.ts';
import { repoRoot } from './system.ts';

/**
 * Issue 15's last goal as one row: the pdf-worker's render timeout, its shutdown bound (what
 * main.ts computes from it) and the grace periods the orchestrators give it, read from the code
 * and the manifests as they are. k8s/manifests.test.ts and k8s/compose.test.ts hold the same rule
 * for every service; services/platform/src/shutdown-hand-back.int.test.ts and
 * services/pdf-worker/src/worker-processes.int.test.ts show a job in hand at SIGTERM finishing, or
 * handed back at the bound and done once.
 */
export function shutdownBoundsRow(): Row {
  const timeoutMs = loadPdfWorkerEnv({}).RENDER_TIMEOUT_MS;
  const boundMs = shutdownBoundFor(timeoutMs);
  const manifests = parseAllDocuments(readFileSync(join(repoRoot, 'k8s/base/pdf-worker.yaml'), 'utf8')).map(
    (document) => document.toJS(),
  );
  const deployment = manifests.find((manifest) => manifest?.kind === 'Deployment');
  const graceK8s = Number(deployment?.spec?.template?.spec?.terminationGracePeriodSeconds);
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
  const graceCompose = durationSeconds(compose.services['pdf-worker'].stop_grace_period);
  const pass = timeoutMs < boundMs && boundMs / 1000 < graceK8s && boundMs / 1000 < graceCompose;
  return {
    section: 'issue 15',
    measure: 'pdf-worker render timeout < shutdown bound < grace period (code, k8s, compose)',
    value: `${timeoutMs / 1000} s < ${boundMs / 1000} s < ${graceK8s} s (k8s), ${graceCompose} s (compose)`,
    baseline: 'before: 120 s render timeout, 30 s bound, 45 s grace',
    versus: 'a render in hand at SIGTERM finishes or is handed back once (tests)',
    status: pass ? 'PASS' : 'MISS',
  };
}
