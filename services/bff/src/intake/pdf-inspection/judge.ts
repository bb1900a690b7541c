import { type ActiveContentFinding, findActiveContent, type QpdfJson } from './active-content.ts';

export type Judgement =
  | { kind: 'inert' }
  | { kind: 'active'; finding: ActiveContentFinding }
  | { kind: 'unreadable'; detail: string };

/** Parses qpdf's JSON and judges it; output of an unexpected shape counts as unreadable. */
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
