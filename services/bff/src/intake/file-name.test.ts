import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['march statement.pdf', 'pdf', 'march statement.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\scan.PNG', 'png', 'scan.png'],
    ['bell\u0007\u0000name"<x>.jpg', 'jpeg', 'bellnamex.jpg'],
    ['photo.pdf', 'jpeg', 'photo.jpg'],
    ['...', 'pdf', 'document.pdf'],
    [undefined, 'png', 'document.png'],
  ] as const)('%j as %s -> %j', (name, type, expected) => {
    expect(sanitizeFileName(name, type)).toBe(expected);
  });

  it('bounds the length', () => {
    expect(sanitizeFileName(`${'a'.repeat(500)}.pdf`, 'pdf').length).toBeLessThanOrEqual(120);
  });
});
