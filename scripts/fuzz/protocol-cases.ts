import fc from 'fast-check';
import { type FuzzCase, requestHead } from './fuzz-case.ts';

/**
 * HTTP itself, broken: chunking, lengths, header sizes, request lines. Node's parser answers most
 * of these before any handler runs; the rest reach a handler with a body that ends too soon or
 * never. Either way the client must get an answer and the process must go on.
 */
const PATHS = ['/api/auth/login', '/api/admin/agents', '/api/applications', '/api/health', '/'];

const json = Buffer.from('{"username":"admin","password":"x"}');

type Shape = {
  unfinishedHead?: boolean;
  lines: string[];
  contentLength: number | null;
  body: FuzzCase['request']['body'];
  stall?: boolean;
  endEarly?: boolean;
  slow?: boolean;
};

const shapes: fc.Arbitrary<Shape> = fc.oneof(
  // Chunked bodies, well formed and not.
  fc
    .constantFrom(
      `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`,
      'zz\r\nabc\r\n0\r\n\r\n',
      '5\r\nabc\r\n0\r\n\r\n',
      'ffffffffffffffff\r\nabc\r\n',
      '-1\r\nabc\r\n0\r\n\r\n',
      `1;${'e'.repeat(20_000)}\r\na\r\n0\r\n\r\n`,
      '3\r\nabc0\r\n\r\n',
      '3\r\nabc\r\n0\r\nX-Trailer: 1\r\n\r\n',
      '3\nabc\n0\n\n',
    )
    .map((body) => ({
      lines: ['Transfer-Encoding: chunked', 'Content-Type: application/json'],
      contentLength: null,
      body: [{ bytes: Buffer.from(body) }],
    })),
  // Lengths that lie, or two of them.
  fc.constantFrom<Shape>(
    {
      lines: ['Content-Type: application/json'],
      contentLength: json.length + 50,
      body: [{ bytes: json }],
      endEarly: true,
    },
    {
      lines: ['Content-Type: application/json'],
      contentLength: json.length + 50,
      body: [{ bytes: json }],
      stall: true,
    },
    { lines: ['Content-Type: application/json'], contentLength: 5, body: [{ bytes: json }] },
    {
      lines: ['Content-Type: application/json', 'Content-Length: 3'],
      contentLength: json.length,
      body: [{ bytes: json }],
    },
    {
      lines: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      contentLength: json.length,
      body: [{ bytes: json }],
    },
    { lines: ['Content-Length: -1'], contentLength: null, body: [] },
    { lines: ['Content-Length: abc'], contentLength: null, body: [] },
    { lines: ['Content-Length: 99999999999999999999'], contentLength: null, body: [] },
    {
      lines: ['Content-Type: application/json'],
      contentLength: 10 * 1024 * 1024 * 1024,
      body: [{ bytes: json }],
      endEarly: true,
    },
  ),
  // Slow and stalled clients.
  fc.constantFrom<Shape>(
    {
      lines: ['Content-Type: application/json'],
      contentLength: json.length,
      body: [...json].map((byte) => ({ bytes: Buffer.from([byte]), pauseMs: 20 })),
      slow: true,
    },
    { lines: ['Content-Type: application/json'], contentLength: json.length, body: [], stall: true },
    {
      lines: ['X-Slow: headers that never end'],
      contentLength: null,
      body: [],
      stall: true,
      unfinishedHead: true,
    },
  ),
  // Headers too many, too large, or malformed.
  fc.constantFrom<Shape>(
    { lines: [`X-Big: ${'h'.repeat(20_000)}`], contentLength: 0, body: [] },
    { lines: Array.from({ length: 300 }, (_, i) => `X-Many-${i}: ${i}`), contentLength: 0, body: [] },
    { lines: ['No colon here'], contentLength: 0, body: [] },
    { lines: ['Bad Header Name: x'], contentLength: 0, body: [] },
    { lines: ['X-Folded: a', ' continued'], contentLength: 0, body: [] },
    { lines: ['X-Nul: a\u0000b'], contentLength: 0, body: [] },
    { lines: ['X-Utf8: \u00ff\u00fe'], contentLength: 0, body: [] },
  ),
);

const requestLine = fc.constantFrom(
  (path: string) => `POST ${path} HTTP/1.1`,
  (path: string) => `POST ${path} HTTP/1.1`,
  (path: string) => `POST ${path} HTTP/1.1`,
  (path: string) => `POST ${path} HTTP/1.0`,
  (path: string) => `POST ${path} HTTP/2.0`,
  (path: string) => `POST http://evil.example${path} HTTP/1.1`,
  (path: string) => `post ${path} HTTP/1.1`,
  (path: string) => `POST  ${path}  HTTP/1.1`,
  (path: string) => `POST ${path}`,
  (path: string) => `GET ${path}#frag HTTP/1.1`,
);

export const protocolCase: fc.Arbitrary<FuzzCase> = fc
  .record({ path: fc.constantFrom(...PATHS), shape: shapes, line: requestLine })
  .map(({ path, shape, line }) => {
    const head = requestHead('POST', path, shape.lines, shape.contentLength).replace(
      `POST ${path} HTTP/1.1`,
      line(path),
    );
    return {
      label: 'HTTP framing',
      slow: shape.slow || shape.stall,
      request: {
        head,
        body: shape.body,
        stall: shape.stall,
        endEarly: shape.endEarly,
        unfinishedHead: shape.unfinishedHead,
      },
    };
  });
