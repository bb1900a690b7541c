import { encodeWith, type FilterName } from './filters.ts';

/**
 * Writes PDFs byte by byte for the corpus: objects as PDF syntax, placed directly in the file or
 * packed into an object stream, with a classic xref table or an xref stream, and incremental
 * updates appended after the first %%EOF. A test can then say exactly which construction it
 * proves, rather than trust what a library happened to write.
 */
export interface PdfObject {
  number: number;
  /** The object's syntax, e.g. `<< /Type /Catalog /Pages 2 0 R >>`. */
  body: string;
  /** Raw stream data; `body` is then the stream dictionary without /Length. */
  stream?: Buffer;
}

export interface Section {
  objects: PdfObject[];
  /**
   * Objects to pack into one object stream, encoded with these filters (decoded in order), the
   * encoded bytes then passed through `damage` (to break them where a lenient decoder goes on).
   */
  packed?: { objects: PdfObject[]; filters: FilterName[]; damage?: (encoded: Buffer) => Buffer };
  /**
   * Objects written after the section's own that its xref does not list: a dead definition, which a
   * reader that follows the xref never sees and one that reads front to back keeps (the last wins).
   */
  unreferenced?: PdfObject[];
  /** Trailer entries besides /Size and /Prev, e.g. `/Root 1 0 R`. */
  trailer: string;
  /** `table` (default), or `stream` for a cross-reference stream (needed when objects are packed). */
  xref?: 'table' | 'stream';
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function objectBytes(object: PdfObject): Buffer {
  if (!object.stream) return latin1(`${object.number} 0 obj\n${object.body}\nendobj\n`);
  const dict = object.body.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
  return Buffer.concat([
    latin1(`${object.number} 0 obj\n${dict}\nstream\n`),
    object.stream,
    latin1('\nendstream\nendobj\n'),
  ]);
}

/** A file from a first section and any number of incremental updates. */
export function writePdf(sections: Section[], header = '%PDF-1.7'): Buffer {
  const parts: Buffer[] = [latin1(`${header}\n%\u00e2\u00e3\u00cf\u00d3\n`)];
  let length = parts[0]!.length;
  const append = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  let previousXref: number | undefined;
  let size = 1;
  for (const section of sections) {
    // Offsets (type 1) or places in an object stream (type 2), by object number.
    const entries = new Map<number, [1, number] | [2, number, number]>();
    for (const object of section.objects) {
      entries.set(object.number, [1, length]);
      append(objectBytes(object));
    }
    for (const object of section.unreferenced ?? []) append(objectBytes(object));
    const numbers = [...section.objects, ...(section.packed?.objects ?? [])].map((o) => o.number);
    let highest = Math.max(size - 1, ...numbers);
    if (section.packed) {
      highest += 1;
      const streamNumber = highest;
      let offsets = '';
      let bodies = '';
      section.packed.objects.forEach((object, index) => {
        offsets += `${object.number} ${bodies.length} `;
        bodies += `${object.body}\n`;
        entries.set(object.number, [2, streamNumber, index]);
      });
      const data = latin1(offsets + bodies);
      const filters = section.packed.filters.map((f) => `/${f}`).join(' ');
      entries.set(streamNumber, [1, length]);
      append(
        objectBytes({
          number: streamNumber,
          body: `<< /Type /ObjStm /N ${section.packed.objects.length} /First ${offsets.length} /Filter [${filters}] >>`,
          stream: (section.packed.damage ?? ((encoded) => encoded))(encodeWith(section.packed.filters, data)),
        }),
      );
    }
    size = Math.max(size, highest + 1);
    const prev = previousXref === undefined ? '' : ` /Prev ${previousXref}`;
    const xrefOffset = length;
    if ((section.xref ?? (section.packed ? 'stream' : 'table')) === 'stream') {
      const xrefNumber = size;
      size += 1;
      entries.set(xrefNumber, [1, xrefOffset]);
      const rows: Buffer[] = [];
      const index: number[] = [];
      for (const number of [...entries.keys()].sort((a, b) => a - b)) {
        const entry = entries.get(number)!;
        const row = Buffer.alloc(7);
        row[0] = entry[0];
        row.writeUInt32BE(entry[1], 1);
        row.writeUInt16BE(entry[0] === 2 ? entry[2] : 0, 5);
        rows.push(row);
        index.push(number, 1);
      }
      append(
        objectBytes({
          number: xrefNumber,
          body: `<< /Type /XRef /Size ${size} /W [1 4 2] /Index [${index.join(' ')}] ${section.trailer}${prev} >>`,
          stream: Buffer.concat(rows),
        }),
      );
    } else {
      let table = 'xref\n';
      if (previousXref === undefined) table += '0 1\n0000000000 65535 f \n';
      for (const number of [...entries.keys()].sort((a, b) => a - b)) {
        const entry = entries.get(number)!;
        if (entry[0] !== 1) throw new Error('a packed object needs an xref stream');
        table += `${number} 1\n${String(entry[1]).padStart(10, '0')} 00000 n \n`;
      }
      append(latin1(`${table}trailer\n<< /Size ${size} ${section.trailer}${prev} >>\n`));
    }
    append(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
    previousXref = xrefOffset;
  }
  return Buffer.concat(parts);
}

/** The three objects every one-page document needs: catalog (1), page tree (2), page (3). */
export function onePage(catalogExtra = '', pageExtra = ''): PdfObject[] {
  return [
    { number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>` },
    { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    {
      number: 3,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${pageExtra} >>`,
    },
    { number: 4, body: '<< >>', stream: latin1('BT /F1 12 Tf 72 720 Td (Statement) Tj ET') },
  ];
}
