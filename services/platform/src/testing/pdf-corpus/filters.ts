import { deflateSync } from 'node:zlib';

/**
 * Encoders for the standard PDF filters that may carry objects (ISO 32000-2, 7.4): the corpus
 * hides actions behind each of them, alone and chained, to prove the parser decodes them all.
 * The image-only filters (DCT, JPX, JBIG2, CCITTFax) cannot hold an object stream.
 */
export type FilterName = 'FlateDecode' | 'ASCIIHexDecode' | 'ASCII85Decode' | 'LZWDecode' | 'RunLengthDecode';

export const ENCODERS: Record<FilterName, (data: Buffer) => Buffer> = {
  FlateDecode: (data) => deflateSync(data),
  ASCIIHexDecode: (data) => Buffer.from(`${data.toString('hex')}>`, 'latin1'),
  ASCII85Decode: ascii85,
  LZWDecode: lzw,
  RunLengthDecode: runLength,
};

/** Applies filters so that a reader decoding `/Filter [names...]` in order gets `data` back. */
export function encodeWith(filters: FilterName[], data: Buffer): Buffer {
  return filters.reduceRight((encoded, filter) => ENCODERS[filter](encoded), data);
}

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.subarray(i, i + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** Literal runs only: a length byte n (0-127) followed by n + 1 bytes, then the end marker 128. */
function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const run = data.subarray(i, i + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/**
 * LZW as PDF reads it (9-bit codes to start, EarlyChange 1), emitting every byte as its own literal
 * code and clearing the table before the code width would grow: valid, if not small.
 */
function lzw(data: Buffer): Buffer {
  const CLEAR = 256;
  const END = 257;
  const codes = [CLEAR];
  let sinceClear = 0;
  for (const byte of data) {
    // The decoder adds a table entry per code after the first; 258 + 250 stays under 511.
    if (sinceClear === 250) {
      codes.push(CLEAR);
      sinceClear = 0;
    }
    codes.push(byte);
    sinceClear += 1;
  }
  codes.push(END);
  let bits = '';
  for (const code of codes) bits += code.toString(2).padStart(9, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  const out = Buffer.alloc(bits.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return out;
}
