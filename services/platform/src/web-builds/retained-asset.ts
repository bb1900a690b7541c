import type { Readable } from 'node:stream';
import type { Storage } from '../storage.ts';
import { webAssetContentType, webAssetKey } from './keys.ts';
import { isMissingObject } from './missing-object.ts';

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
  try {
    const body = await storage.client.getObject(storage.bucket, webAssetKey(name));
    return { body, contentType };
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}
