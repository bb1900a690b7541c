import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jpeg, png } from '@funding/platform/testing/documents';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import type { CorpusFile } from './malicious.ts';
import { onePage, writePdf } from './pdf-writer.ts';
import { qpdfTransform } from './qpdf-tool.ts';

/**
 * Ordinary PDFs, as banks, scanners and office programs write them, that must all be accepted:
 * pdf-lib's output (with and without object streams, text, scanned JPEG and PNG pages, a link),
 * the same after qpdf's rewrites (linearized, normalized, PDF 2.0, encrypted with no user
 * password as statements often are), constructions that look like active content but are not,
 * and the committed files of other producers in real-world/ (see make-real-world.sh).
 */
const REAL_WORLD_DIR = join(import.meta.dirname, 'real-world');

async function statement(options: { objectStreams: boolean; link?: boolean }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setProducer('pdf-lib');
  doc.setTitle('Statement with the words JavaScript, Launch and /JS in its title');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 3; p++) {
    const page = doc.addPage([612, 792]);
    for (let line = 0; line < 40; line++) {
      page.drawText(
        `2026-10-${String((line % 28) + 1).padStart(2, '0')}  DEPOSIT  1,234.56  balance ${line * 100}`,
        {
          x: 40,
          y: 760 - line * 18,
          size: 10,
          font,
        },
      );
    }
    if (options.link) {
      const annotation = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [40, 20, 300, 40],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://bank.example/help') },
      });
      page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams }));
}

async function scanned(kind: 'jpeg' | 'png'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setProducer('scanner firmware');
  for (let p = 0; p < 2; p++) {
    const image = kind === 'jpeg' ? await doc.embedJpg(jpeg()) : await doc.embedPng(png(200, 260));
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await doc.save());
}

export async function benignPdfs(): Promise<CorpusFile[]> {
  const [plain, packed, linked, jpegScan, pngScan] = await Promise.all([
    statement({ objectStreams: false }),
    statement({ objectStreams: true }),
    statement({ objectStreams: true, link: true }),
    scanned('jpeg'),
    scanned('png'),
  ]);
  const built: CorpusFile[] = [
    { name: 'pdf-lib statement without object streams', build: () => plain },
    { name: 'pdf-lib statement with object streams', build: () => packed },
    { name: 'pdf-lib statement with a link the reader clicks (URI)', build: () => linked },
    { name: 'pdf-lib scanned JPEG pages', build: () => jpegScan },
    { name: 'pdf-lib scanned PNG pages', build: () => pngScan },
    { name: 'linearized by qpdf', build: () => qpdfTransform(linked, ['--linearize']) },
    {
      name: 'normalized by qpdf (QDF, no object streams)',
      build: () => qpdfTransform(packed, ['--qdf', '--object-streams=disable']),
    },
    { name: 'PDF 2.0', build: () => qpdfTransform(packed, ['--force-version=2.0']) },
    {
      name: 'encrypted with an owner password only (AES-256)',
      build: () => qpdfTransform(plain, ['--encrypt', '', 'owner', '256', '--print=none', '--']),
    },
    {
      name: 'open action that goes to the first page, with a page-open action that goes nowhere else',
      build: () =>
        writePdf([
          {
            objects: onePage('/OpenAction [3 0 R /Fit]', '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'),
            trailer: '/Root 1 0 R',
          },
        ]),
    },
    {
      name: 'names that only begin alike and strings that spell active names',
      build: () =>
        writePdf([
          {
            objects: onePage(
              '/JSONData 1 /Info (/JavaScript /Launch /SubmitForm) /URIBase (https://x.example)',
              '/Comment <2F4A53>',
            ),
            trailer: '/Root 1 0 R',
          },
        ]),
    },
    {
      name: 'a clean incremental update (an annotation added)',
      build: () =>
        writePdf([
          { objects: onePage(), trailer: '/Root 1 0 R' },
          {
            objects: [
              {
                number: 3,
                body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [<< /Type /Annot /Subtype /Text /Rect [0 0 9 9] /Contents (checked) >>] >>',
              },
            ],
            trailer: '/Root 1 0 R',
          },
        ]),
    },
  ];
  const realWorld = readdirSync(REAL_WORLD_DIR)
    .filter((file) => file.endsWith('.pdf'))
    .map((file) => ({ name: `real-world/${file}`, build: () => readFileSync(join(REAL_WORLD_DIR, file)) }));
  return [...built, ...realWorld];
}
