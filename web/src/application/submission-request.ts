import { MESSAGES, UPLOAD_SLOTS } from '@funding/contracts';
import type { ChosenFiles } from './idempotency-key';
import { loadSchemas } from './load-schemas';

// Thrown for every failed submission; `message` picks the toast
// (docs/product.md#calls-and-errors) and `fields` maps a field (or file slot) name to the
// server's message for it.
export class SubmissionError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SubmissionError';
  }
}

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

// The server answers 200 { applicationId } or non-2xx { message, code?, fields? }
// (docs/architecture.md#contracts-between-the-parts). Returns the application id (undefined when a
// 2xx carried none: the toast then says 'Generated').
export async function interpretSubmissionResponse(
  status: number,
  bodyText: string,
): Promise<{ applicationId?: string }> {
  const { errorBodySchema, submitApplicationResponseSchema } = await loadSchemas();
  const body = parseJson(bodyText);
  if (status >= 200 && status < 300) {
    const parsed = submitApplicationResponseSchema.safeParse(body);
    return { applicationId: parsed.success ? parsed.data.applicationId : undefined };
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) throw new SubmissionError(MESSAGES.submitFailed);
  const { message, fields, code } = parsed.data;
  throw new SubmissionError(message || MESSAGES.submitFailed, fields ?? {}, code);
}
