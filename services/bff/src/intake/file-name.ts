import { type DetectedFileType, EXTENSION_OF } from '@funding/contracts';

const MAX_NAME_LENGTH = 120;

/**
 * The client's file name as we keep it: for display and Content-Disposition only, never as a
 * storage key. Path parts, control characters and quotes are dropped, the length is bounded, and
 * the extension is made to match the detected content so a download opens with the right program.
 */
export function sanitizeFileName(name: string | undefined, type: DetectedFileType): string {
  const extension = EXTENSION_OF[type];
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"<>|*?:;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const stem =
    cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, MAX_NAME_LENGTH - extension.length) || 'document';
  return `${stem}${extension}`;
}
