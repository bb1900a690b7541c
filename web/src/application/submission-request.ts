import { MESSAGES, UPLOAD_SLOTS } from '@funding/contracts';
import { apiErrorOf } from '../api/api-client';
import type { ChosenFiles } from './idempotency-key';
import { loadSchemas } from './load-schemas';

// Worded so the toast rule that looks for 'network' picks the Network Error toast.
export const NETWORK_FAILURE_MESSAGE = 'Network error: the application could not reach the server';

// `data` goes first so the server can validate the fields before the large files arrive.
export function buildSubmissionFormData(
  dataJson: string,
  files: ChosenFiles,
  agentId: string | undefined,
): FormData {
  const body = new FormData();
  body.append('data', dataJson);
  if (agentId) body.append('agentId', agentId);
  for (const slot of UPLOAD_SLOTS) {
    const file = files[slot];
    if (file) body.append(slot, file, file.name);
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The server answers 2xx { applicationId }, or an error whose `message` picks the toast and whose
 * `fields` map a field (or file slot) to the server's message for it: thrown as an ApiError, as every
 * refused API call is. Returns the application id (undefined when a 2xx carried none: the toast then
 * says 'Generated').
 */
export async function interpretSubmissionResponse(
  status: number,
  statusText: string,
  bodyText: string,
): Promise<{ applicationId?: string }> {
  if (status < 200 || status >= 300) {
    throw await apiErrorOf(status, statusText, bodyText, { unreadableMessage: MESSAGES.submitFailed });
  }
  const { submitApplicationResponseSchema } = await loadSchemas();
  const parsed = submitApplicationResponseSchema.safeParse(parseJson(bodyText));
  return { applicationId: parsed.success ? parsed.data.applicationId : undefined };
}
