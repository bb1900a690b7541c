import fc from 'fast-check';
import { sensitiveValue } from './sensitive-values.ts';

/** Extra request headers from a hostile client; each returns whole header lines. */
export interface AuthTokens {
  /** A valid session of the first super admin. */
  valid: string;
}

function forgedToken(valid: string): fc.Arbitrary<string> {
  const [header = '', payload = ''] = valid.split('.');
  return fc.constantFrom(
    // alg none, no signature
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
    // a valid header and payload with a broken signature
    `${header}.${payload}.${'A'.repeat(43)}`,
    // the payload alone
    payload,
    `${header}..`,
    `${valid}.extra`,
  );
}

export function authorizationLines(tokens: AuthTokens): fc.Arbitrary<string[]> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 6, arbitrary: fc.constant<string[]>([`Authorization: Bearer ${tokens.valid}`]) },
    {
      weight: 3,
      arbitrary: fc
        .oneof(
          forgedToken(tokens.valid).map((token) => `Bearer ${token}`),
          fc.string({ maxLength: 200 }).map((text) => `Bearer ${text.replace(/[\r\n]/g, '')}`),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'bearer x.y.z',
            'Basic YWRtaW46YWRtaW4tcGFzc3dvcmQ=',
            'Token abc',
          ),
          sensitiveValue.map((value) => `Bearer ${value}`),
          fc.constant(`Bearer ${'A'.repeat(8_000)}`),
        )
        .map((value) => [`Authorization: ${value}`]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<string[]>([
        `Authorization: Bearer ${tokens.valid}`,
        'Authorization: Bearer other',
      ]),
    },
  );
}

const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 120 })
  .map((text) => text.replace(/[\r\n\0]/g, ''));

/** Headers any route may receive, most of them odd. */
export const oddHeaderLines: fc.Arbitrary<string[]> = fc
  .array(
    fc.oneof(
      fc
        .oneof(headerText, sensitiveValue, fc.constant('x'.repeat(10_000)))
        .map((key) => `Idempotency-Key: ${key}`),
      fc
        .oneof(
          headerText,
          sensitiveValue,
          fc.constantFrom('1.2.3.4, ::1, garbage', 'unknown', ', , ,', '999.999.999.999', '[::1]:80'),
          fc.constant(Array.from({ length: 500 }, (_, i) => `10.0.${i % 256}.1`).join(', ')),
        )
        .map((value) => `X-Forwarded-For: ${value}`),
      fc
        .oneof(
          fc.constantFrom('gzip;q=foo', 'br;q=0.5, *;q=-1', 'identity;q=0', 'zstd, deflate, gzip, br', '*'),
          fc.constant('x'.repeat(5_000)),
        )
        .map((value) => `Accept-Encoding: ${value}`),
      fc.oneof(headerText, sensitiveValue).map((value) => `X-Request-Id: ${value}`),
      fc.constantFrom('Origin: https://evil.example', 'Cookie: adminToken=abc', 'Range: bytes=0-1,5-'),
      fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), headerText).map(([k, v]) => `X-${k}: ${v}`),
    ),
    { maxLength: 3 },
  )
  .map((lines) => lines);
