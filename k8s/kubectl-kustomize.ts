/**
 * The manifests as the cluster receives them, rendered by the tool operators use: `kubectl
 * kustomize` (kubectl 1.32 carries kustomize v5; scripts/install-system-deps.sh installs it). The
 * tests then validate each rendered object against its schema (manifests.test.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
};

/** Every document of a YAML text, in order. Empty documents are skipped. */
function parseManifests(text: string, origin: string): Manifest[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${origin}: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** Every document of a YAML file, in order. */
export function loadYamlFile(file: string): Manifest[] {
  return parseManifests(readFileSync(file, 'utf8'), file);
}

function requireKubectl(): void {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      'kubectl is not installed: run scripts/install-system-deps.sh (or `apt-get install kubectl`), which `make test` does',
    );
  }
}

/** `kubectl kustomize <dir>`: the kustomization in `dir` rendered into its list of manifests. */
export function renderKustomization(dir: string): Manifest[] {
  requireKubectl();
  const output = execFileSync('kubectl', ['kustomize', resolve(dir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseManifests(output, `kubectl kustomize ${dir}`);
}

interface KustomizationFileList {
  resources?: string[];
  patches?: { path?: string }[];
}

/**
 * The files a kustomization names, its bases' included: resources and patch files. Only the lists
 * are read (kubectl renders); the tests use them to find YAML files that nothing applies.
 */
export function kustomizationFiles(dir: string): string[] {
  const file = join(resolve(dir), 'kustomization.yaml');
  const kustomization = parseAllDocuments(readFileSync(file, 'utf8'))[0]?.toJS() as
    | KustomizationFileList
    | undefined;
  const files = [file];
  for (const resource of kustomization?.resources ?? []) {
    const path = join(dir, resource);
    files.push(...(statSync(path).isDirectory() ? kustomizationFiles(path) : [resolve(path)]));
  }
  for (const patch of kustomization?.patches ?? []) if (patch.path) files.push(resolve(dir, patch.path));
  return files;
}

/** `registry:5000/a/b:tag` to [`registry:5000/a/b`, `tag`]. */
export function splitImage(reference: string): [string, string | undefined] {
  const slash = reference.lastIndexOf('/');
  const colon = reference.lastIndexOf(':');
  return colon > slash ? [reference.slice(0, colon), reference.slice(colon + 1)] : [reference, undefined];
}
