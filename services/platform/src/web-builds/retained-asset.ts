import type { Readable } from 'node:stream';
import type { Storage } from '../storage.ts';
import { webAssetContentType, webAssetKey } from './keys.ts';

export interface RetainedAsset {
  body: Readable;
  contentType: string;
}

/**
 * A file of an earlier (or a newer) build, from object storage: null when the name is not a
 * well-formed asset name or no build published it (or the sweep has removed it since).
 */
export async function openRetainedAsset(storage: Storage, name: string): Promise<RetainedAsset | null> {
  const contentType = webAssetContentType(name);
  if (!contentType) return null;
  const body = await storage.getStream(webAssetKey(name));
  return body ? { body, contentType } : null;
}
