import { crc32, deflateSync } from 'node:zlib';
import { money, StatementPdf } from './pdf-writer.ts';
import type { Random } from './random.ts';

/**
 * An invoice: a table with Date, Description and Amount and dated rows, like a statement's, but no
 * opening or closing balance and no balance column. It must not be read as a statement.
 */
export async function writeInvoice(random: Random): Promise<Uint8Array> {
  const pdf = await StatementPdf.create();
  const page = pdf.addPage();
  pdf.text(page, 'INVOICE', 40, 740, { size: 20, font: 'bold' });
  pdf.text(page, 'Harbor Plumbing Supply Co.', 40, 716, { size: 11, font: 'bold' });
  pdf.text(page, '88 Dock Street, Springfield, IL 62701', 40, 704, { size: 8 });
  pdf.text(page, `Invoice # ${random.int(10000, 99999)}`, 400, 716, { size: 9 });
  pdf.text(page, 'Invoice Date: 10/05/2026', 400, 704, { size: 9 });
  pdf.text(page, 'Due Date: 11/04/2026', 400, 692, { size: 9 });
  pdf.text(page, 'Bill To: ACME PLUMBING LLC', 40, 670, { size: 9 });
  pdf.text(page, 'Date', 40, 630, { size: 9, font: 'bold' });
  pdf.text(page, 'Description', 110, 630, { size: 9, font: 'bold' });
  pdf.text(page, 'Amount', 560, 630, { size: 9, font: 'bold', align: 'right' });
  let total = 0;
  for (let row = 0; row < random.int(4, 12); row++) {
    const cents = random.int(2000, 90000);
    total += cents;
    const y = 614 - row * 12;
    pdf.text(page, `10/${String(row + 1).padStart(2, '0')}/2026`, 40, y, { size: 9 });
    pdf.text(
      page,
      `${random.pick(['Copper pipe 3/4 in', 'PVC fittings', 'Water heater 50 gal', 'Labor, 2 hours'])}`,
      110,
      y,
      {
        size: 9,
      },
    );
    pdf.text(page, money(cents), 560, y, { size: 9, align: 'right' });
  }
  pdf.text(page, 'Subtotal', 440, 400, { size: 9 });
  pdf.text(page, money(total), 560, 400, { size: 9, align: 'right' });
  pdf.text(page, 'Total Due', 440, 386, { size: 9, font: 'bold' });
  pdf.text(page, `$${money(total)}`, 560, 386, { size: 9, font: 'bold', align: 'right' });
  pdf.text(page, 'Balance Due', 440, 372, { size: 9 });
  pdf.text(page, `$${money(total)}`, 560, 372, { size: 9, align: 'right' });
  return pdf.save();
}

/**
 * A bank's letter: a bank's name, an account number, a date and even "your new balance of $..."
 * in a sentence, but no period and no transactions. Not a statement.
 */
export async function writeLetter(random: Random): Promise<Uint8Array> {
  const pdf = await StatementPdf.create();
  const page = pdf.addPage();
  const balance = money(random.int(10000, 5000000));
  const lines = [
    'October 12, 2026',
    '',
    'ACME PLUMBING LLC',
    '1450 W MAIN ST',
    'SPRINGFIELD IL 62704',
    '',
    'Re: Account ending in 4821',
    '',
    'Dear Customer,',
    '',
    'Thank you for banking with us. We are writing to let you know that your overdraft limit',
    `has been reviewed. Your new balance of $${balance} reflects the adjustment made on 10/09/2026.`,
    'If you have any questions, please call us at 1-800-555-0142.',
    '',
    'Sincerely,',
    'Customer Care',
  ];
  pdf.text(page, 'Harbor State Bank', 40, 740, { size: 16, font: 'bold' });
  lines.forEach((line, index) => {
    if (line) pdf.text(page, line, 40, 690 - index * 14, { size: 10 });
  });
  return pdf.save();
}

/** A PNG of a grey page with dark bars where a scanner saw lines of text. */
function scannedPagePng(random: Random, width: number, height: number): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 235);
    row[0] = 0; // filter: none
    const textLine = y > 40 && y < height - 40 && y % 14 < 6;
    if (textLine)
      for (let x = 40; x < width - 40; x++) if (random.chance(0.55)) row[x + 1] = random.int(20, 90);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A scanned statement: pages that are each one image, with no text layer. */
export async function writeScan(random: Random, pages = 2): Promise<Uint8Array> {
  const pdf = await StatementPdf.create();
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage();
    const image = await pdf.document.embedPng(scannedPagePng(random, 612, 792));
    page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return pdf.save();
}
