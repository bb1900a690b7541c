import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfAttachment } from './attachments.ts';

describe('pdfAttachment', () => {
  it('is the file in base64 lines of 76 characters under its headers, whatever its size', () => {
    // Around a line's 57 bytes and a block's 1024 lines, and empty.
    for (const size of [0, 1, 56, 57, 58, 57 * 1024 - 1, 57 * 1024, 57 * 1024 + 1, 200_000]) {
      const file = randomBytes(size);
      const raw = (pdfAttachment('FA-7K3QD-9XW2M.pdf', new Uint8Array(file)).raw as Buffer).toString(
        'latin1',
      );
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toBe(
        'Content-Type: application/pdf; name="FA-7K3QD-9XW2M.pdf"\r\n' +
          'Content-Transfer-Encoding: base64\r\n' +
          'Content-Disposition: attachment; filename="FA-7K3QD-9XW2M.pdf"',
      );
      const lines = body!.split('\r\n');
      expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
      expect(lines.at(-1)!.length).toBeLessThanOrEqual(76);
      expect(Buffer.from(lines.join(''), 'base64').equals(file)).toBe(true);
    }
  });
});
