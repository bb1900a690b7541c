import {
  DOCUMENT_REQUEST_MESSAGES,
  UPLOAD_LINK_TOKEN_PATTERN,
  type UploadLinkView,
  uploadLinkViewSchema,
} from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiRequest, apiJson } from '../api/api-client';

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

/** The token from the e-mail's link: it travels in the fragment, which no server sees or logs. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return UPLOAD_LINK_TOKEN_PATTERN.test(token) ? token : null;
}

/** A call with the link's token as its credential (no cookies, nothing cached). */
export async function callWithLink(
  token: string,
  path: string,
  request: Pick<ApiRequest, 'method' | 'form'> = {},
): Promise<unknown> {
  try {
    return await apiJson(path, {
      ...request,
      token,
      credentials: 'omit',
      cache: 'no-store',
      networkMessage: 'We could not reach our server. Please check your connection and try again.',
    });
  } catch (error) {
    throw error instanceof ApiError ? linkErrorOf(error) : error;
  }
}

function linkErrorOf({ status, message, fields }: ApiError): UploadLinkError {
  if (status === 400 && Object.keys(fields).length === 0 && message === DOCUMENT_REQUEST_MESSAGES.linkInvalid)
    return new UploadLinkError(message, 'invalid');
  if (status === 404) return new UploadLinkError(message, 'invalid');
  if (status === 410) return new UploadLinkError(message, 'gone');
  if (status === 429) return new UploadLinkError(message, 'limited');
  return new UploadLinkError(message, 'failed', fields);
}

export const uploadLinkKeys = {
  all: ['upload-link'] as const,
  current: (token: string) => [...uploadLinkKeys.all, token] as const,
};

/** The request behind the link: what it asks for, and whether it is still open. */
export function uploadLinkOptions(token: string) {
  return queryOptions({
    queryKey: uploadLinkKeys.current(token),
    queryFn: async (): Promise<UploadLinkView> =>
      uploadLinkViewSchema.parse(await callWithLink(token, '/api/upload-links/current')),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
