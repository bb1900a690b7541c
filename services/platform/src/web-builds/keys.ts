/**
 * Where the web app's builds live in object storage, so that a browser still running an earlier
 * build finds its lazily loaded files after a deploy (docs/decisions/web-asset-retention.md):
 *
 *   web/assets/<name>            every hashed file of every build (names never repeat with other content)
 *   web/builds/<buildId>.json    one manifest per build: the names of its files; rewritten by every
 *                                BFF that serves the build, so its last-modified time is "last served"
 *
 * Separate from `applications/`, which the orphan sweep owns.
 */
export const WEB_ASSETS_ROOT = 'web/assets/';
export const WEB_BUILDS_ROOT = 'web/builds/';

/** The file types a web build has under `assets/`, with the Content-Type each is served with. */
export const WEB_ASSET_CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  json: 'application/json',
};

const ASSET_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

/** The Content-Type of a well-formed asset name (one path segment, a known type), else null. */
export function webAssetContentType(name: string): string | null {
  if (!ASSET_NAME.test(name) || name.includes('..')) return null;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(WEB_ASSET_CONTENT_TYPES, extension) ? WEB_ASSET_CONTENT_TYPES[extension]! : null;
}

export const webAssetKey = (name: string) => `${WEB_ASSETS_ROOT}${name}`;
export const webBuildKey = (buildId: string) => `${WEB_BUILDS_ROOT}${buildId}.json`;

export interface WebBuildManifest {
  buildId: string;
  /** File names under `assets/` of this build. */
  assets: string[];
}
