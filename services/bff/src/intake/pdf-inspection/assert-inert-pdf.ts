import { MESSAGES, type UploadSlot } from '@funding/contracts';
import { slotError } from '../slot-error.ts';
import { inspectionLimitsFor, inspectPdf } from './inspect-pdf.ts';

/**
 * Refuses a PDF on disk (`sizeBytes` long) that could act when staff open it, or that no parser can read (what we
 * cannot read, we cannot vouch for). The error names the file control, like every upload refusal.
 */
export async function assertInertPdf(slot: UploadSlot, path: string, sizeBytes: number): Promise<void> {
  const verdict = await inspectPdf(path, inspectionLimitsFor(sizeBytes));
  if (verdict.kind === 'active') {
    throw Object.assign(slotError(slot, MESSAGES.uploadActiveContent, 'validation_failed'), {
      cause: verdict.finding,
    });
  }
  if (verdict.kind === 'unreadable') {
    throw Object.assign(slotError(slot, MESSAGES.uploadUnreadablePdf, 'validation_failed'), {
      cause: verdict.detail,
    });
  }
}
