import {
  DOCUMENT_REQUEST_MESSAGES,
  errorBodySchema,
  UPLOAD_LINK_TOKEN_PATTERN,
  type UploadLinkResult,
  type UploadLinkView,
  type UploadSlot,
  uploadLinkResultSchema,
  uploadLinkViewSchema,
} from '@funding/contracts';

/** Why the page cannot show the request: a link that is not (or no longer) one, or a problem to retry. */
export class UploadLinkError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'gone' | 'limited' | 'failed',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'UploadLinkError';
  }
}

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';

/** The token from the e-mail's link: it travels in the fragment, which no server sees or logs. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return UPLOAD_LINK_TOKEN_PATTERN.test(token) ? token : null;
}

async function call(token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new UploadLinkError(NETWORK_ERROR, 'failed');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const error = errorBodySchema.safeParse(body);
  const message = error.success ? error.data.message : `${response.status}: ${response.statusText}`;
  const fields = error.success ? (error.data.fields ?? {}) : {};
  if (
    response.status === 400 &&
    Object.keys(fields).length === 0 &&
    message === DOCUMENT_REQUEST_MESSAGES.linkInvalid
  )
    throw new UploadLinkError(message, 'invalid');
  if (response.status === 404) throw new UploadLinkError(message, 'invalid');
  if (response.status === 410) throw new UploadLinkError(message, 'gone');
  if (response.status === 429) throw new UploadLinkError(message, 'limited');
  throw new UploadLinkError(message, 'failed', fields);
}

export async function fetchUploadLink(token: string): Promise<UploadLinkView> {
  return uploadLinkViewSchema.parse(await call(token, '/api/upload-links/current'));
}

export async function sendRequestedFiles(
  token: string,
  files: Partial<Record<UploadSlot, File>>,
): Promise<UploadLinkResult> {
  const form = new FormData();
  for (const [slot, file] of Object.entries(files)) if (file) form.append(slot, file, file.name);
  return uploadLinkResultSchema.parse(
    await call(token, '/api/upload-links/current/files', { method: 'POST', body: form }),
  );
}
