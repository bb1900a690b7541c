import type { AdminRole } from '@funding/contracts';
import type { Operation } from './openapi-operations.ts';

/** A request of the conformance pass, as made by valid-requests.ts and broken-requests.ts. */

/**
 * What names real things, so that valid requests can reach an operation's success: values by
 * parameter or property name (an application id, a link token), and files for binary parts.
 */
export interface KnownValues {
  byName: Readonly<Record<string, readonly unknown[]>>;
  files: readonly Uint8Array[];
}

/** Whose session a request carries: a role's, none, or a forged token. */
export type Credential = AdminRole | 'none' | 'forged';

/** A part of a multipart body: text, or a file's bytes. */
export type FormPart = { name: string; value: string | Uint8Array };

export type RequestBody =
  | { kind: 'json'; text: string; contentType?: string }
  | { kind: 'multipart'; parts: FormPart[] };

export interface ConformanceRequest {
  /** 'valid', or what was broken. */
  intent: string;
  /** The path parameters and the query, as text (`urlOf` encodes them). */
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Null where the operation takes no session. */
  credential: Credential | null;
  body?: RequestBody;
  /** Why the document refuses this request, when it does: it must then not succeed. */
  refusal?: string;
}

/** The request's path and query, encoded. */
export function urlOf(
  operation: Operation,
  { path, query }: Pick<ConformanceRequest, 'path' | 'query'>,
): string {
  const filled = operation.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** Header values are Latin-1 without line breaks; anything else is sent percent-encoded. */
export const headerSafe = (text: string) =>
  /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text.trim() : encodeURIComponent(text);

/**
 * Text as it travels in a URL, a header or a form part: a lone surrogate (half of a UTF-16 pair)
 * cannot be written as UTF-8, so it arrives as U+FFFD; the pass reasons about what arrives.
 */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** A value as text for a URL, a header or a form part: strings as they are, the rest as JSON. */
export const asText = (value: unknown) =>
  wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
