import { type ActiveContentFinding, findActiveContent, type QpdfJson } from './active-content.ts';
import type { QpdfReading } from './fork-server.ts';
import { harmfulWarning } from './qpdf-warnings.ts';

export type Judgement =
  | { kind: 'inert' }
  | { kind: 'active'; finding: ActiveContentFinding }
  | { kind: 'unreadable'; detail: string };

/**
 * The verdict on what qpdf read: a file it could not read, or read only with a warning that is not
 * known to be harmless, is unreadable (what we cannot read cleanly, we cannot vouch for); otherwise
 * its JSON is judged. Output of an unexpected shape counts as unreadable.
 */
export function judgeReading(reading: QpdfReading): Judgement {
  if (!reading.ok) return { kind: 'unreadable', detail: `${reading.reason}: ${reading.detail}` };
  const warning = harmfulWarning(reading.warnings);
  if (warning) return { kind: 'unreadable', detail: `warning: ${warning.slice(0, 500)}` };
  return judgeQpdfJson(reading.json);
}

export function judgeQpdfJson(json: Uint8Array): Judgement {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8'));
  } catch {
    return { kind: 'unreadable', detail: 'qpdf printed JSON that does not parse' };
  }
  const objects = (parsed as Partial<QpdfJson> | null)?.qpdf?.[1];
  if (typeof objects !== 'object' || objects === null) {
    return { kind: 'unreadable', detail: 'qpdf printed no object table' };
  }
  const finding = findActiveContent(parsed as QpdfJson);
  return finding ? { kind: 'active', finding } : { kind: 'inert' };
}
