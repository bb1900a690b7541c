import { UPLOAD_SLOTS } from '@funding/contracts';
import { pdfWithJavaScript, tinyJpeg, tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { hostileValue } from '@funding/platform/testing/json-schema-arbitrary';
import fc from 'fast-check';
import { credentialFor, type FuzzCase, type FuzzTarget, requestHead } from './fuzz-case.ts';
import { authorizationLines, oddHeaderLines } from './hostile-headers.ts';
import type { Route } from './routes.ts';
import { einShaped, ssnShaped } from './sensitive-values.ts';

/**
 * Uploads as a hostile client builds them: the multipart structure is what gets broken
 * (names, dispositions, boundaries, nesting, framing), around contents that are often valid, so
 * the parser's every branch is reached and some submissions are accepted.
 */
interface Part {
  headers: string[];
  body: Buffer;
}

const CRLF = '\r\n';

function encodeBody(boundary: string, parts: Part[], options: { closed: boolean; lineEnd: string }) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}${options.lineEnd}${part.headers.map((h) => h + options.lineEnd).join('')}${options.lineEnd}`,
        'latin1',
      ),
    );
    chunks.push(part.body, Buffer.from(options.lineEnd));
  }
  if (options.closed) chunks.push(Buffer.from(`--${boundary}--${options.lineEnd}`));
  return Buffer.concat(chunks);
}

const fileContents = fc.oneof(
  { weight: 60, arbitrary: fc.constantFrom(tinyPdf(), tinyPng(), tinyJpeg()) },
  { weight: 20, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('MZ\x90\x00 executable'),
      pdfWithJavaScript(),
      Buffer.from('%PDF-'),
    ),
  },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)) },
);

const partName = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string | null>(...UPLOAD_SLOTS) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom<string | null>(
        null,
        '',
        'data',
        'agentId',
        '__proto__',
        'bankStatement1"; x="',
        'bank\u0000Statement1',
      ),
      fc.string({ maxLength: 30 }),
      fc.constant('n'.repeat(5_000)),
      ssnShaped,
      // Not valid UTF-8 once written as latin1 bytes.
      fc.constant('\u00ff\u00fe\u0080bank'),
    ),
  },
);

const fileName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<string | null>('statement.pdf', 'scan.png', 'photo.jpg') },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom<string | null>(
        null,
        '',
        '../../etc/passwd',
        'C:\\x\\y.pdf',
        'a"b.pdf',
        '\u00ff\u00fe.pdf',
      ),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constant(`${'f'.repeat(10_000)}.pdf`),
      ssnShaped.map((ssn) => `${ssn}.pdf`),
    ),
  },
);

const disposition = (name: string | null, filename: string | null) =>
  ['form-data', name === null ? null : `name="${name}"`, filename === null ? null : `filename="${filename}"`]
    .filter(Boolean)
    .join('; ');

const filePart: fc.Arbitrary<Part> = fc
  .record({
    name: partName,
    filename: fileName,
    body: fileContents,
    contentType: fc.constantFrom(
      'application/pdf',
      'image/png',
      'application/octet-stream',
      'text/html',
      null,
    ),
    layout: fc.constantFrom(
      'normal',
      'normal',
      'normal',
      'noDisposition',
      'attachment',
      'starName',
      'unquoted',
      'hugeHeader',
    ),
  })
  .map(({ name, filename, body, contentType, layout }) => {
    const headers: string[] = [];
    if (layout === 'noDisposition') headers.push('X-Part: no disposition');
    else if (layout === 'attachment') headers.push(`Content-Disposition: attachment; filename="${filename}"`);
    else if (layout === 'starName')
      headers.push(`Content-Disposition: form-data; name*=UTF-8''%ff%fe; filename*=UTF-8''%e2%82`);
    else if (layout === 'unquoted')
      headers.push(`Content-Disposition: form-data; name=${name}; filename=${filename}`);
    else headers.push(`Content-Disposition: ${disposition(name, filename)}`);
    if (layout === 'hugeHeader') headers.push(`X-Padding: ${'p'.repeat(20_000)}`);
    if (contentType) headers.push(`Content-Type: ${contentType}`);
    return { headers, body };
  });

const applicationData = fc
  .record({
    ssn: ssnShaped,
    ein: einShaped,
    key: fc.constantFrom(
      'businessName',
      'owner1Ssn',
      'ein',
      'owner1OwnershipPercentage',
      'hasSecondOwner',
      'zzz',
    ),
    hostile: hostileValue,
    mode: fc.constantFrom('valid', 'valid', 'mutated', 'garbage'),
  })
  .map(({ ssn, ein, key, hostile, mode }) => {
    const valid = validApplicationInput({ owner1Ssn: ssn, ein });
    if (mode === 'valid') return JSON.stringify(valid);
    if (mode === 'mutated') return JSON.stringify({ ...valid, [key]: hostile });
    return JSON.stringify(hostile) ?? '';
  });

const textPart = fc
  .record({
    name: fc.constantFrom<string | null>('data', 'data', 'agentId', null, '', 'extra'),
    data: applicationData,
    agentId: fc.oneof(fc.uuid(), fc.constantFrom('-'.repeat(36), 'not-an-id', ''), ssnShaped),
    nested: fc.boolean(),
  })
  .map(({ name, data, agentId, nested }): Part => {
    const value = name === 'agentId' ? agentId : data;
    if (nested) {
      const inner = encodeBody(
        'inner',
        [{ headers: ['Content-Disposition: form-data; name="data"'], body: Buffer.from(value) }],
        { closed: true, lineEnd: CRLF },
      );
      return {
        headers: [
          `Content-Disposition: ${disposition(name, null)}`,
          'Content-Type: multipart/mixed; boundary=inner',
        ],
        body: inner,
      };
    }
    return { headers: [`Content-Disposition: ${disposition(name, null)}`], body: Buffer.from(value) };
  });

const boundaryLayout = fc.constantFrom(
  'normal',
  'normal',
  'normal',
  'normal',
  'missing',
  'empty',
  'huge',
  'duplicate',
  'mismatch',
  'quoted',
  'noContentType',
  'wrongType',
);

const framing = fc.constantFrom(
  'whole',
  'whole',
  'whole',
  'whole',
  'whole',
  'truncated',
  'unclosed',
  'lfOnly',
  'preamble',
  'endEarly',
  'slow',
  'stall',
  'chunked',
  'badChunk',
);

function contentTypeLine(layout: string, boundary: string): string | null {
  switch (layout) {
    case 'missing':
      return 'Content-Type: multipart/form-data';
    case 'empty':
      return 'Content-Type: multipart/form-data; boundary=';
    case 'huge':
      return `Content-Type: multipart/form-data; boundary=${'b'.repeat(2_000)}`;
    case 'duplicate':
      return `Content-Type: multipart/form-data; boundary=${boundary}; boundary=other`;
    case 'mismatch':
      return 'Content-Type: multipart/form-data; boundary=somethingelse';
    case 'quoted':
      return `Content-Type: multipart/form-data; boundary="${boundary}"`;
    case 'noContentType':
      return null;
    case 'wrongType':
      return 'Content-Type: application/json';
    default:
      return `Content-Type: multipart/form-data; boundary=${boundary}`;
  }
}

/**
 * Uploads to a multipart route (the submission, an upload link's files): mostly with their structure
 * broken, and one in four as a browser sends them, so that some get past every check and are stored
 * (a fuzz whose uploads are all refused by the parser never tests what comes after it).
 */
export function multipartCase(route: Route, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { weight: 3, arbitrary: brokenUpload(route, target) },
    { weight: 1, arbitrary: wellFormedUpload(route, target) },
  );
}

const SUBMISSION_PATH = '/api/applications';

/**
 * Clean headers, one boundary, whole parts: the submission's data (valid, mutated or garbage) and
 * bank statement 1 with up to two more slots, or an upload link's one to three slots; valid files.
 */
function wellFormedUpload(route: Route, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const submission = route.path === SUBMISSION_PATH;
  const slots = submission
    ? fc
        .subarray(
          UPLOAD_SLOTS.filter((slot) => slot !== 'bankStatement1'),
          { maxLength: 2 },
        )
        .map((more) => ['bankStatement1', ...more])
    : fc.subarray([...UPLOAD_SLOTS], { minLength: 1, maxLength: 3 });
  const file = fc.constantFrom(
    { body: tinyPdf(), name: 'statement.pdf', type: 'application/pdf' },
    { body: tinyPng(), name: 'scan.png', type: 'image/png' },
    { body: tinyJpeg(), name: 'photo.jpg', type: 'image/jpeg' },
  );
  return fc
    .record({
      data: applicationData,
      files: slots.chain((names) =>
        fc.tuple(...names.map((name) => file.map((f) => ({ ...f, slot: name })))),
      ),
      credential: credentialFor(route.path, target),
    })
    .map(({ data, files, credential }): FuzzCase => {
      const boundary = 'WellFormedBoundary7MA4YWxkTrZu0gW';
      const parts: Part[] = files.map((f) => ({
        headers: [`Content-Disposition: ${disposition(f.slot, f.name)}`, `Content-Type: ${f.type}`],
        body: f.body,
      }));
      if (submission)
        parts.unshift({
          headers: [`Content-Disposition: ${disposition('data', null)}`],
          body: Buffer.from(data),
        });
      const body = encodeBody(boundary, parts, { closed: true, lineEnd: CRLF });
      const lines = [`Content-Type: multipart/form-data; boundary=${boundary}`];
      if (!submission) lines.push(`Authorization: Bearer ${credential}`);
      return {
        label: `${route.method} ${route.path}`,
        request: { head: requestHead('POST', route.path, lines, body.length), body: [{ bytes: body }] },
      };
    });
}

function brokenUpload(route: Route, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const path = route.path;
  const label = `${route.method} ${route.path}`;
  return fc
    .record({
      parts: fc.array(fc.oneof(textPart, filePart), { minLength: 0, maxLength: 9 }),
      boundary: fc.oneof(fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/), fc.constant('x')),
      layout: boundaryLayout,
      framing,
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      auth: credentialFor(path, target).chain((valid) => authorizationLines({ valid })),
      odd: oddHeaderLines,
    })
    .map(({ parts, boundary, layout, framing, cut, auth, odd }): FuzzCase => {
      const usedBoundary = layout === 'huge' ? 'b'.repeat(2_000) : boundary;
      let body = encodeBody(usedBoundary, parts, {
        closed: framing !== 'unclosed',
        lineEnd: framing === 'lfOnly' ? '\n' : CRLF,
      });
      if (framing === 'preamble')
        body = Buffer.concat([Buffer.from('garbage before the first boundary\r\n'), body]);
      if (framing === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
      const lines = [...auth, ...odd];
      const typeLine = contentTypeLine(layout, boundary);
      if (typeLine) lines.push(typeLine);
      if (framing === 'chunked' || framing === 'badChunk') {
        lines.push('Transfer-Encoding: chunked');
        const size = framing === 'badChunk' ? 'zz' : body.length.toString(16);
        const chunked = Buffer.concat([Buffer.from(`${size}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
        return {
          label,
          request: { head: requestHead('POST', path, lines, null), body: [{ bytes: chunked }] },
        };
      }
      if (framing === 'endEarly' || framing === 'stall') {
        // The length promises more than is sent.
        const sent = body.subarray(0, Math.floor(body.length * cut));
        return {
          label,
          slow: framing === 'stall',
          request: {
            head: requestHead('POST', path, lines, body.length + 100),
            body: [{ bytes: sent }],
            endEarly: framing === 'endEarly',
            stall: framing === 'stall',
          },
        };
      }
      if (framing === 'slow') {
        const pieces = [0, 0.25, 0.5, 0.75].map((from, i, all) => ({
          bytes: body.subarray(Math.floor(body.length * from), Math.floor(body.length * (all[i + 1] ?? 1))),
          pauseMs: 150,
        }));
        return {
          label,
          slow: true,
          request: { head: requestHead('POST', path, lines, body.length), body: pieces },
        };
      }
      return {
        label,
        request: { head: requestHead('POST', path, lines, body.length), body: [{ bytes: body }] },
      };
    });
}
