import fc from 'fast-check';
import type { RawRequest } from './raw-http.ts';

/** One request of the fuzz, with what the run needs to judge its answer. */
export interface FuzzCase {
  /** The route or kind of case, for the per-route counts. */
  label: string;
  request: RawRequest;
  /** Sent slowly or stalled on purpose: left out of the answer-time percentiles. */
  slow?: boolean;
}

/** What the cases need to know of the running system. */
export interface FuzzTarget {
  validToken: string;
  /** Tokens of open document request links (as owner 1 received them), so uploads reach the receiver. */
  uploadLinkTokens: string[];
  /** Ids that exist when the run starts, so some requests reach real rows. */
  known: { applicationId: string; agentId: string; adminId: string };
}

/** The credential a route takes: an upload link's token under /api/upload-links, the admin session elsewhere. */
export function credentialFor(path: string, target: FuzzTarget): fc.Arbitrary<string> {
  return path.startsWith('/api/upload-links/')
    ? fc.constantFrom(...target.uploadLinkTokens)
    : fc.constant(target.validToken);
}

/** A request head: request line, Host, `Connection: close`, the given lines, and the body's length. */
export function requestHead(
  method: string,
  target: string,
  lines: string[],
  bodyLength: number | null,
): string {
  const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...lines];
  if (bodyLength !== null) head.push(`Content-Length: ${bodyLength}`);
  return head.join('\r\n');
}

export const whole = (bytes: Buffer) => [{ bytes }];
