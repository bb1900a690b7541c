import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_UPLOAD_TYPES,
  ADDITIONAL_DOC_SLOTS,
  BANK_STATEMENT_SLOTS,
  CONTENT_TYPE_OF,
  detectFileType,
  EXTENSION_OF,
  isUploadSlot,
  MAX_UPLOAD_BYTES,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
} from './uploads.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('upload slots', () => {
  it('has four bank statements and three additional documents', () => {
    expect(BANK_STATEMENT_SLOTS).toHaveLength(4);
    expect(ADDITIONAL_DOC_SLOTS).toHaveLength(3);
    expect(UPLOAD_SLOTS).toEqual([...BANK_STATEMENT_SLOTS, ...ADDITIONAL_DOC_SLOTS]);
    expect(Object.keys(UPLOAD_SLOT_LABELS)).toEqual([...UPLOAD_SLOTS]);
    expect(UPLOAD_SLOT_LABELS.bankStatement2).toBe('Bank Statement (2nd Most Recent Month)');
  });

  it('recognises slot names', () => {
    expect(isUploadSlot('bankStatement4')).toBe(true);
    expect(isUploadSlot('additionalDoc3')).toBe(true);
    expect(isUploadSlot('additionalDoc4')).toBe(false);
    expect(isUploadSlot('data')).toBe(false);
    expect(isUploadSlot('toString')).toBe(false);
  });

  it('allows 10 MB of PDF, JPEG or PNG', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(ACCEPTED_UPLOAD_TYPES).toEqual({
      'application/pdf': ['.pdf'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
  });
});

describe('detectFileType', () => {
  it('recognises a PDF', () => {
    expect(detectFileType(text('%PDF-1.7\n%\u00e2\u00e3'))).toBe('pdf');
  });

  it('recognises a JPEG (JFIF and Exif)', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('jpeg');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
  });

  it('recognises a PNG', () => {
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00))).toBe('png');
  });

  it('refuses a text file renamed to .pdf', () => {
    expect(detectFileType(text('Account statement, January\nBalance: 100.00\n'))).toBeNull();
  });

  it('refuses a PDF signature that does not start the file', () => {
    expect(detectFileType(text('junk%PDF-1.4'))).toBeNull();
  });

  it('refuses truncated signatures and empty input', () => {
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectFileType(text('%PDF'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it('maps detected types to a content type and extension that the accept list allows', () => {
    for (const type of ['pdf', 'jpeg', 'png'] as const) {
      const contentType = CONTENT_TYPE_OF[type] as keyof typeof ACCEPTED_UPLOAD_TYPES;
      expect(ACCEPTED_UPLOAD_TYPES[contentType]).toContain(EXTENSION_OF[type]);
    }
  });
});
