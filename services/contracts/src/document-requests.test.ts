import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDocumentRequestSchema,
  DOCUMENT_REQUEST_MESSAGE_MAX,
  documentRequestState,
  openSlots,
  UPLOAD_DOCUMENTS_PATH,
  uploadDocumentsUrl,
  uploadLinkHeadersSchema,
  uploadLinkTokenOf,
  uploadLinkTokenSchema,
} from './document-requests.ts';
import { UPLOAD_SLOTS } from './uploads.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const token = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 43, maxLength: 43 });

describe('upload link tokens (property)', () => {
  it('accepts exactly 43 base64url characters, in the header as Bearer, and reads the same token back', () => {
    fc.assert(
      fc.property(token, (value) => {
        expect(uploadLinkTokenSchema.safeParse(value).success).toBe(true);
        const header = uploadLinkHeadersSchema.parse({ authorization: `Bearer ${value}` });
        expect(uploadLinkTokenOf(header.authorization)).toBe(value);
        expect(uploadDocumentsUrl('https://funding.example.com/', value)).toBe(
          `https://funding.example.com${UPLOAD_DOCUMENTS_PATH}#${value}`,
        );
      }),
      { seed: 16, numRuns: propertyRuns(2_000) },
    );
  });

  it('refuses any other string, never throwing', () => {
    const other = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      token.map((t) => `${t}=`),
      token.map((t) => t.slice(1)),
      token.map((t) => `${t.slice(0, 20)} ${t.slice(21)}`),
    );
    fc.assert(
      fc.property(other, (value) => {
        const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(value);
        expect(uploadLinkTokenSchema.safeParse(value).success).toBe(wellFormed);
        expect(uploadLinkHeadersSchema.safeParse({ authorization: `Bearer ${value}` }).success).toBe(
          wellFormed,
        );
        expect(uploadLinkHeadersSchema.safeParse({ authorization: value }).success).toBe(false);
      }),
      { seed: 17, numRuns: propertyRuns(5_000) },
    );
  });
});

describe('createDocumentRequestSchema (property)', () => {
  it('accepts a non-empty set of known slots and a bounded message; refuses everything else', () => {
    const slot = fc.oneof(fc.constantFrom(...UPLOAD_SLOTS), fc.string({ maxLength: 16 }));
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 9 }),
        fc.string({ maxLength: DOCUMENT_REQUEST_MESSAGE_MAX + 20 }),
        (slots, message) => {
          const result = createDocumentRequestSchema.safeParse({ slots, message });
          const known = slots.every((s) => (UPLOAD_SLOTS as readonly string[]).includes(s));
          const distinct = new Set(slots).size === slots.length;
          // formText drops control characters before the bounds are checked, then trims.
          // biome-ignore lint/suspicious/noControlCharactersInRegex: as the schema does
          const cleaned = message.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
          if (result.success) {
            expect(known && distinct && slots.length > 0).toBe(true);
            expect(result.data.message.length).toBeGreaterThan(0);
            expect(result.data.message.length).toBeLessThanOrEqual(DOCUMENT_REQUEST_MESSAGE_MAX);
          } else {
            expect(
              !known ||
                !distinct ||
                slots.length === 0 ||
                cleaned.length === 0 ||
                cleaned.length > DOCUMENT_REQUEST_MESSAGE_MAX,
            ).toBe(true);
          }
        },
      ),
      { seed: 18, numRuns: propertyRuns(3_000) },
    );
  });
});

describe("a request's state and open slots", () => {
  it('is fulfilled once every file is in, expired past its date otherwise', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(documentRequestState({ fulfilledAt: null, expiresAt: '2026-11-24T00:00:00Z' }, now)).toBe('sent');
    expect(documentRequestState({ fulfilledAt: null, expiresAt: now }, now)).toBe('expired');
    expect(documentRequestState({ fulfilledAt: now, expiresAt: '2026-11-01T00:00:00Z' }, now)).toBe(
      'fulfilled',
    );
    expect(
      openSlots({
        slots: ['additionalDoc1', 'bankStatement2', 'bankStatement1'],
        receivedSlots: ['bankStatement1'],
      }),
    ).toEqual(['bankStatement2', 'additionalDoc1']);
  });
});
