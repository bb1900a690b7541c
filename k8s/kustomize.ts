/**
 * A small kustomize for the tests, so the manifests are checked as the cluster receives them
 * without a kubectl binary: `resources` (files and directories), `namespace`, `images` and
 * `patches` given as strategic-merge patch files. Any other field of a kustomization.yaml fails
 * loudly rather than being ignored. Where kubectl is installed, manifests.test.ts compares this
 * rendering with `kubectl kustomize`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
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

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path: string }[];
}

const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);

// Lists that a strategic-merge patch merges item by item (by this key) in built-in kinds; every
// other list is replaced, as kustomize does for lists without a merge key and for custom resources.
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};
const BUILT_IN_GROUPS = /^(v1|apps\/v1|batch\/v1|policy\/v1|autoscaling\/v2|networking\.k8s\.io\/v1)$/;

/** Every document of a YAML file, in order. Empty documents are skipped. */
export function loadYamlFile(file: string): Manifest[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** Renders the kustomization in `dir` into its list of manifests. */
export function renderKustomization(dir: string): Manifest[] {
  return render(resolve(dir)).manifests;
}

/** The files a kustomization reads, its bases' included: resources and patches. */
export function kustomizationFiles(dir: string): string[] {
  return render(resolve(dir)).files;
}

function render(dir: string): { manifests: Manifest[]; files: string[] } {
  const file = join(dir, 'kustomization.yaml');
  const [kustomization] = loadYamlFile(file) as unknown as Kustomization[];
  if (!kustomization) throw new Error(`${file} is empty`);
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0) throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);

  const manifests: Manifest[] = [];
  const files = [file];
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${file}: resource ${resource} does not exist`);
    if (statSync(path).isDirectory()) {
      const base = render(path);
      manifests.push(...base.manifests);
      files.push(...base.files);
    } else {
      manifests.push(...loadYamlFile(path));
      files.push(path);
    }
  }
  for (const { path } of kustomization.patches ?? []) {
    const patchFile = join(dir, path);
    files.push(patchFile);
    for (const patch of loadYamlFile(patchFile)) {
      const target = manifests.findIndex(
        (m) =>
          m.kind === patch.kind &&
          m.metadata.name === patch.metadata.name &&
          m.apiVersion === patch.apiVersion,
      );
      if (target < 0) throw new Error(`${patchFile}: no ${patch.kind} ${patch.metadata.name} to patch`);
      const builtIn = BUILT_IN_GROUPS.test(patch.apiVersion);
      manifests[target] = mergePatch(manifests[target], patch, builtIn) as Manifest;
    }
  }
  for (const manifest of manifests) {
    if (kustomization.namespace) manifest.metadata.namespace = kustomization.namespace;
    for (const image of kustomization.images ?? []) setImage(manifest, image);
  }
  return { manifests, files };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strategic-merge semantics: maps merge, `null` deletes, lists with a merge key merge by it. */
function mergePatch(target: unknown, patch: unknown, builtIn: boolean, field = ''): unknown {
  if (isObject(target) && isObject(patch)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in target ? mergePatch(target[key], value, builtIn, key) : value;
    }
    return merged;
  }
  const mergeKey = builtIn ? MERGE_KEYS[field] : undefined;
  if (Array.isArray(target) && Array.isArray(patch) && mergeKey) {
    const merged = [...target];
    for (const item of patch) {
      const index = merged.findIndex(
        (existing) => isObject(existing) && isObject(item) && existing[mergeKey] === item[mergeKey],
      );
      if (index >= 0) merged[index] = mergePatch(merged[index], item, builtIn);
      else merged.push(item);
    }
    return merged;
  }
  return patch;
}

/** The `images` transformer: rewrites `image:` of containers whose image name matches. */
function setImage(node: unknown, image: { name: string; newName?: string; newTag?: string }): void {
  if (Array.isArray(node)) {
    for (const item of node) setImage(item, image);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) {
        if (!isObject(container) || typeof container.image !== 'string') continue;
        const [name, tag] = splitImage(container.image);
        if (name !== image.name) continue;
        const newTag = image.newTag ?? tag;
        container.image = `${image.newName ?? name}${newTag ? `:${newTag}` : ''}`;
      }
    } else {
      setImage(value, image);
    }
  }
}

/** `registry:5000/a/b:tag` to [`registry:5000/a/b`, `tag`]. */
export function splitImage(reference: string): [string, string | undefined] {
  const slash = reference.lastIndexOf('/');
  const colon = reference.lastIndexOf(':');
  return colon > slash ? [reference.slice(0, colon), reference.slice(colon + 1)] : [reference, undefined];
}
