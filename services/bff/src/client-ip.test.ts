import { isIP } from 'node:net';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './client-ip.ts';

const SOCKET = '10.0.0.7';
const address = fc.oneof(fc.ipV4(), fc.ipV6());
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('unknown', '', ' ', '1.2.3', '::g', '1.2.3.4:80'),
);

describe('clientAddressFrom', () => {
  it('believes no header without trusted proxies (TRUSTED_PROXY_HOPS=0)', () => {
    expect(clientAddressFrom('203.0.113.9', 0, SOCKET)).toBe(SOCKET);
  });

  it('takes the entry the last trusted proxy wrote, never the leftmost one the client chose', () => {
    // The reproducer: a client sends its own X-Forwarded-For, ingress-nginx appends the real one.
    expect(clientAddressFrom('1.1.1.1, 198.51.100.23', 1, SOCKET)).toBe('198.51.100.23');
    expect(clientAddressFrom('1.1.1.1, 198.51.100.23, 10.1.2.3', 2, SOCKET)).toBe('198.51.100.23');
  });

  it('falls back to the socket address for a short, long or malformed header', () => {
    expect(clientAddressFrom(undefined, 1, SOCKET)).toBe(SOCKET);
    expect(clientAddressFrom('198.51.100.23', 2, SOCKET)).toBe(SOCKET);
    expect(clientAddressFrom('1.1.1.1, not-an-ip', 1, SOCKET)).toBe(SOCKET);
    expect(clientAddressFrom(`${'1.1.1.1, '.repeat(300)}198.51.100.23`, 1, SOCKET)).toBe(SOCKET);
  });

  it('whatever a client prepends, the answer is what the trusted proxies appended (property-based)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(address, junk), { maxLength: 8 }),
        fc.array(address, { minLength: 1, maxLength: 4 }),
        (forged, appended) => {
          const header = [...forged, ...appended].join(', ');
          const hops = appended.length;
          const answer = clientAddressFrom(header, hops, SOCKET);
          if (header.length <= 2_048) expect(answer).toBe(appended[0]);
          else expect(answer).toBe(SOCKET);
        },
      ),
      { numRuns: propertyRuns(5_000), seed: 3 },
    );
  });

  it('answers any header with an IP address or the socket address, never throwing (property-based)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3_000 }), fc.integer({ min: 0, max: 10 }), (header, hops) => {
        const answer = clientAddressFrom(header, hops, SOCKET);
        expect(answer === SOCKET || isIP(answer) !== 0).toBe(true);
      }),
      { numRuns: propertyRuns(5_000), seed: 4 },
    );
  });
});
