import { APPLICATION_ID_PATTERN, DOWNLOADABLE_FILES } from '@funding/contracts';
import { hostileValue } from '@funding/platform/testing/json-schema-arbitrary';
import fc from 'fast-check';
import { credentialFor, type FuzzCase, type FuzzTarget, requestHead, whole } from './fuzz-case.ts';
import { authorizationLines, oddHeaderLines } from './hostile-headers.ts';
import type { Route } from './routes.ts';
import { mutatedValuesOf } from './schema-arbitrary.ts';
import { sensitiveValue } from './sensitive-values.ts';

/** A path segment as sent on the wire: valid-looking ids, known ids, and hostile text. */
function segment(name: string, target: FuzzTarget): fc.Arbitrary<string> {
  const shaped: Record<string, fc.Arbitrary<string>> = {
    applicationId: fc.oneof(
      fc.stringMatching(APPLICATION_ID_PATTERN),
      fc.constant(target.known.applicationId),
    ),
    agentId: fc.oneof(fc.uuid(), fc.constant(target.known.agentId)),
    userId: fc.oneof(fc.uuid(), fc.constant(target.known.adminId)),
    slot: fc.constantFrom(...DOWNLOADABLE_FILES),
    agentSlug: fc.stringMatching(/^[a-z0-9-]{1,40}$/),
  };
  return fc.oneof(
    { weight: 4, arbitrary: shaped[name] ?? fc.uuid() },
    { weight: 1, arbitrary: sensitiveValue },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }).map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%2e%2e',
        '..',
        '%ff%fe',
        '%c0%af',
        '-'.repeat(36),
        '0'.repeat(36),
        'FA-00000-00000',
        '%2F%2F',
        'a'.repeat(6_000),
        '%E2%80%AE',
      ),
    },
  );
}

function pathOf(route: Route, target: FuzzTarget): fc.Arbitrary<string> {
  const parts = route.path.split('/');
  return fc
    .tuple(
      ...parts.map((part) => (part.startsWith(':') ? segment(part.slice(1), target) : fc.constant(part))),
    )
    .map((values) => values.join('/'));
}

function queryOf(route: Route): fc.Arbitrary<string> {
  const fromSchema = route.query
    ? mutatedValuesOf(route.query).map((value) => {
        // URLSearchParams, not encodeURIComponent: half a surrogate pair must not stop the run.
        if (typeof value !== 'object' || value === null)
          return new URLSearchParams({ q: String(value) }).toString();
        const params = new URLSearchParams();
        for (const [key, item] of Object.entries(value)) {
          for (const one of Array.isArray(item) ? item : [item])
            params.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''));
        }
        return params.toString();
      })
    : fc.constant('');
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    { weight: 1, arbitrary: sensitiveValue.map((value) => `search=${value}&token=${value}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        'page=%zz',
        'page=1&page=2&page=x',
        'page[]=1',
        'pageSize=-1',
        'page=1e999',
        'search=%00',
        'sort=__proto__',
        `search=${'x'.repeat(5_000)}`,
        'timeZone=Mars/Olympus',
        'download=true&token=a.b.c',
        '_t=1',
      ),
    },
  );
}

function bodyOf(route: Route): fc.Arbitrary<{ bytes: Buffer; contentType: string | null }> {
  const json = route.body ? mutatedValuesOf(route.body) : hostileValue;
  const text = fc.oneof(
    { weight: 8, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '\u0000', '{"username":"admin"', '💥'),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        'text/plain',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
      ),
    },
  );
  return fc.record({ bytes: text.map((value) => Buffer.from(value)), contentType });
}

const otherMethod = fc.constantFrom('HEAD', 'OPTIONS', 'PATCH', 'TRACE', 'PUT', 'DELETE', 'GeT', 'FOO');

/** Requests to one route: its own inputs, mutated, with odd headers and other methods. */
export function apiCase(route: Route, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const auth = credentialFor(route.path, target)
    .chain((valid) => authorizationLines({ valid }))
    .map((lines) =>
      route.withoutValidSession ? lines.filter((line) => !line.includes(target.validToken)) : lines,
    );
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: otherMethod },
      ),
      path: pathOf(route, target),
      query: queryOf(route),
      body: sendsBody ? bodyOf(route) : fc.constant(null),
      auth,
      odd: oddHeaderLines,
    })
    .map(({ method, path, query, body, auth, odd }) => {
      const lines = [...auth, ...odd];
      if (body?.contentType) lines.push(`Content-Type: ${body.contentType}`);
      const bytes = body?.bytes ?? Buffer.alloc(0);
      return {
        label: `${route.method} ${route.path}`,
        request: {
          head: requestHead(method, query ? `${path}?${query}` : path, lines, bytes.length),
          body: whole(bytes),
        },
      };
    });
}

/** Paths no route names: unknown API paths, static files, traversal, and agent-link look-alikes. */
export function unknownPathCase(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const path = fc.oneof(
    fc.string({ maxLength: 40 }).map((text) => `/api/${encodeURIComponent(text)}`),
    fc.string({ maxLength: 40 }).map((text) => `/${encodeURIComponent(text)}`),
    sensitiveValue.map((value) => `/apply/agent/${value}`),
    sensitiveValue.map((value) => `/api/agents/${value}`),
    fc.constantFrom(
      '/assets/gone-123.js',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '//api//admin//applications',
      '/api/admin/../admin/users',
      '/index.html',
      '/robots.txt',
      '/admin?tab=%00',
      '*',
      `/${'a/'.repeat(2_000)}`,
    ),
  );
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'POST', 'HEAD', 'DELETE'),
      path,
      auth: authorizationLines({ valid: target.validToken }),
    })
    .map(({ method, path, auth }) => ({
      label: 'unknown path',
      request: { head: requestHead(method, path, auth, 0), body: [] },
    }));
}
