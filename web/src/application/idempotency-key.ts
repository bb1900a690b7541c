import { UPLOAD_SLOTS, type UploadSlot } from '@funding/contracts';

export type ChosenFiles = Partial<Record<UploadSlot, File | null>>;

// What makes two submissions "the same application": the fields, the agent and the chosen files.
export function submissionFingerprint(
  dataJson: string,
  files: ChosenFiles,
  agentId: string | undefined,
): string {
  const fileParts = UPLOAD_SLOTS.map((slot) => {
    const file = files[slot];
    return file ? `${slot}:${file.name}:${file.size}:${file.lastModified}` : `${slot}:-`;
  });
  return JSON.stringify([dataJson, agentId ?? null, fileParts]);
}

// A double click, or a retry after a timeout whose request did reach the server, must not create a
// second application: the server keys on this header, so the same contents reuse the same key and
// any change to the contents gets a fresh one.
export function createIdempotencyKeyKeeper(generateKey: () => string = () => crypto.randomUUID()) {
  let lastFingerprint: string | null = null;
  let currentKey = '';
  return {
    keyFor(fingerprint: string): string {
      if (fingerprint !== lastFingerprint) {
        lastFingerprint = fingerprint;
        currentKey = generateKey();
      }
      return currentKey;
    },
  };
}
