// The one way the web app calls its API (fetch; the submission alone uses XMLHttpRequest, for its
// upload progress, and reads its answer with `apiErrorOf` too). It sends the request, and turns an
// answer that is not 2xx into an ApiError that carries the server's `{ message, code?, fields? }`.
// It is in the JS that `/` loads, so it imports no zod: the error body's schema loads with the
// first error answer (error-body.ts).
import { MESSAGES } from '@funding/contracts';

/** A refused or failed API call: `message` is for people (the server's), `fields` maps a field to its message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    readonly code?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** An error's message for a person, or `fallback` when it has none. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (files). */
  form?: FormData;
  /** A bearer token: the admin session's, or an upload link's. */
  token?: string | null;
  accept?: string;
  credentials?: RequestCredentials;
  cache?: RequestCache;
  /** What a request that never reached the server says (default: 'Network error. Please try again.'). */
  networkMessage?: string;
  /** What an error answer says whose body is not ours (default: `<status>: <body or status text>`). */
  unreadableMessage?: string;
}

/** The answer to `path`, unread, when it is 2xx; an ApiError otherwise. */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
      credentials: request.credentials ?? 'same-origin',
      cache: request.cache,
    });
  } catch {
    throw new ApiError(request.networkMessage ?? MESSAGES.loginNetworkError, 0, 'network');
  }
  if (response.ok) return response;
  throw await apiErrorOf(response.status, response.statusText, await response.text(), request);
}

/** The JSON answer to `path` (undefined for an empty one), when it is 2xx; an ApiError otherwise. */
export async function apiJson(path: string, request: ApiRequest = {}): Promise<unknown> {
  return parseJson(await (await apiResponse(path, request)).text());
}

/** The ApiError of an error answer: the server's message, code and fields when the body is ours. */
export async function apiErrorOf(
  status: number,
  statusText: string,
  bodyText: string,
  { unreadableMessage }: Pick<ApiRequest, 'unreadableMessage'> = {},
): Promise<ApiError> {
  const { errorBodySchema } = await import('./error-body');
  const parsed = errorBodySchema.safeParse(parseJson(bodyText));
  const unreadable = unreadableMessage ?? `${status}: ${bodyText && !parsed.success ? bodyText : statusText}`;
  if (!parsed.success) return new ApiError(unreadable, status);
  const { message, code, fields } = parsed.data;
  return new ApiError(message || unreadable, status, code, fields);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
