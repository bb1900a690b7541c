import { UPLOAD_SLOT_LABELS, type UploadSlot } from '@funding/contracts';
import { AppError } from '../errors.ts';

/** A refusal of one uploaded file: the message names the control, and `fields` points at it. */
export function slotError(
  slot: UploadSlot,
  message: string,
  code: 'validation_failed' | 'payload_too_large',
) {
  return new AppError(code, `${UPLOAD_SLOT_LABELS[slot]}: ${message}`, { [slot]: message });
}
