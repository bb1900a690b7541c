// The seven file controls of step 3 and the rules every one of them shares
// (docs/product.md#constants).

export const BANK_STATEMENT_SLOTS = [
  'bankStatement1',
  'bankStatement2',
  'bankStatement3',
  'bankStatement4',
] as const;
export const ADDITIONAL_DOC_SLOTS = ['additionalDoc1', 'additionalDoc2', 'additionalDoc3'] as const;
export const UPLOAD_SLOTS = [...BANK_STATEMENT_SLOTS, ...ADDITIONAL_DOC_SLOTS] as const;
export type UploadSlot = (typeof UPLOAD_SLOTS)[number];

const UPLOAD_SLOT_SET: ReadonlySet<string> = new Set(UPLOAD_SLOTS);

// Multipart field names come from the client, so the server narrows them before trusting them.
export function isUploadSlot(name: string): name is UploadSlot {
  return UPLOAD_SLOT_SET.has(name);
}

export const UPLOAD_SLOT_LABELS: Record<UploadSlot, string> = {
  bankStatement1: 'Bank Statement (Most Recent Month)',
  bankStatement2: 'Bank Statement (2nd Most Recent Month)',
  bankStatement3: 'Bank Statement (3rd Most Recent Month)',
  bankStatement4: 'Bank Statement (4th Most Recent Month)',
  additionalDoc1: 'Additional Document 1',
  additionalDoc2: 'Additional Document 2',
  additionalDoc3: 'Additional Document 3',
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// The shape react-dropzone's `accept` option takes: MIME type to allowed extensions.
export const ACCEPTED_UPLOAD_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const satisfies Record<string, readonly string[]>;

export const UPLOAD_HINT = 'PDF, JPG, PNG up to 10MB';
export const UPLOAD_PROMPT = 'Choose files or drag here';

export type DetectedFileType = 'pdf' | 'jpeg' | 'png';

export const CONTENT_TYPE_OF: Record<DetectedFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const EXTENSION_OF: Record<DetectedFileType, string> = {
  pdf: '.pdf',
  jpeg: '.jpg',
  png: '.png',
};

// How many leading bytes detectFileType needs to see (the PNG signature is the longest).
export const FILE_SIGNATURE_BYTES = 8;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

// The browser-reported type and the file name are the client's word; the first bytes are the file's.
// PDF readers tolerate junk before '%PDF-' (up to 1024 bytes), but we require it at offset 0: genuine
// statements start there, and a prefix is a common way to smuggle another format past a sniffer.
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  if (startsWith(head, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  return null;
}
