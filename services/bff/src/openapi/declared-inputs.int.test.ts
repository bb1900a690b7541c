import { ADMIN_API_MESSAGES, firstMessagePerField } from '@funding/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin, type TestAdmin } from '../testing/admin-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { type DeclaredRoute, declaredRoutes } from './declared-routes.ts';

/**
 * The document cannot drift from what the routes check: for every declared route, inputs that its
 * documented schema refuses are refused by the route with exactly that schema's messages. (A route
 * that validated with another schema, or parsed its own input, would answer otherwise.)
 */

const SEED = 190_019;
const CASES_PER_ROUTE = 40;

/** Up to CASES_PER_ROUTE seeded samples of `arbitrary` that `schema` refuses, with their messages. */
function refusedSamples(schema: z.ZodType, arbitrary: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .sample(arbitrary, { seed: SEED, numRuns: 10 * CASES_PER_ROUTE })
    .flatMap((value) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [] : [{ value, fields: firstMessagePerField(parsed.error.issues) }];
    })
    .slice(0, CASES_PER_ROUTE);
}

/** Values of every JSON type for the schema's own keys, some left out: most fail somewhere. */
function roughObjectOf(schema: z.ZodType, asText: boolean): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  const keys = Object.keys(json.properties ?? {});
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('', '0', '-1', 'x'.repeat(300), '\u0000'),
  );
  const value = asText
    ? text
    : fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
  return fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
}

/** The path with every parameter set to `value`, and the values the params schema sees. */
function pathWith(route: DeclaredRoute, value: string) {
  const names = [...route.path.matchAll(/:([^/]+)/g)].map((match) => match[1] as string);
  return {
    url: route.path.replaceAll(/:([^/]+)/g, encodeURIComponent(value)),
    params: Object.fromEntries(names.map((name) => [name, value])),
  };
}

describe('each declared input schema is the one its route validates with', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let superAdmin: TestAdmin;
  beforeAll(async () => {
    superAdmin = await createAdmin(deps, { role: 'super_admin' });
  });
  const routes = declaredRoutes(app);
  const withBody = routes.filter((route) => route.body);
  const withQuery = routes.filter((route) => route.query);
  const withParams = routes.filter((route) => route.params);

  // A shape that names nothing: each params schema refuses it (a uuid, an application id, a slot, a slug).
  const SHAPELESS = 'no such thing';

  it('finds the declared inputs to check', () => {
    expect(withBody.length).toBeGreaterThan(10);
    expect(withQuery.length).toBeGreaterThanOrEqual(4);
    expect(withParams.length).toBeGreaterThan(10);
  });

  it.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: a refused JSON body answers 400 with the schema messages',
    async (_, route) => {
      const schema = route.body as z.ZodType;
      // Path parameters that pass their schema, so the body is what is checked.
      const params = route.params ? validParamsFor(route.params) : {};
      const url = route.path.replaceAll(/:([^/]+)/g, (_, name: string) => params[name] ?? '');
      const samples = refusedSamples(schema, roughObjectOf(schema, false));
      expect(samples.length).toBeGreaterThan(CASES_PER_ROUTE / 2);
      for (const { value, fields } of samples) {
        const response = await app.request(url, {
          method: route.method,
          headers: { ...superAdmin.headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(value),
        });
        expect(response.status, JSON.stringify(value)).toBe(400);
        expect(((await response.json()) as { fields?: unknown }).fields).toEqual(fields);
      }
    },
  );

  it.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no body reads as {}, text that is not JSON is refused as such, a body must say it is JSON',
    async (_, route) => {
      const schema = route.body as z.ZodType;
      const params = route.params ? validParamsFor(route.params) : {};
      const url = route.path.replaceAll(/:([^/]+)/g, (_, name: string) => params[name] ?? '');
      // Bytes, so that no Content-Type is added for a body sent without one.
      const send = (body: string | undefined, contentType?: string) =>
        app.request(url, {
          method: route.method,
          headers: { ...superAdmin.headers, ...(contentType ? { 'Content-Type': contentType } : {}) },
          ...(body === undefined ? {} : { body: new TextEncoder().encode(body) }),
        });
      const empty = schema.safeParse({});
      if (!empty.success) {
        for (const response of [
          await send(undefined),
          await send('', 'application/json'),
          await send(' \n', 'application/json; charset=UTF-8'),
          await send('{}', 'application/merge-patch+json'),
        ]) {
          expect(response.status).toBe(400);
          expect(((await response.json()) as { fields?: unknown }).fields).toEqual(
            firstMessagePerField(empty.error.issues),
          );
        }
      }
      // JSON sent as anything but JSON, or as nothing at all, is refused before it is read: 415.
      for (const [body, contentType] of [
        ['{}', 'text/plain'],
        ['{}', 'application/x-www-form-urlencoded'],
        ['{}', 'application/json; charset=utf-16'],
        ['', 'text/plain'],
        ['{}', undefined],
      ] as const) {
        const response = await send(body, contentType);
        expect(response.status, `${contentType}: ${body}`).toBe(415);
        expect(await response.json()).toMatchObject({
          message: ADMIN_API_MESSAGES.bodyNotJson,
          code: 'unsupported_media_type',
        });
      }
      // Nested far deeper than any stack would allow a recursive writer (found by the fuzz: a 500).
      const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const deepAnswer = await send(deep, 'application/json');
      const deepParsed = schema.safeParse(JSON.parse(deep));
      if (deepParsed.success) expect(deepAnswer.status).toBeLessThan(500);
      else {
        expect(deepAnswer.status).toBe(400);
        expect(((await deepAnswer.json()) as { fields?: unknown }).fields).toEqual(
          firstMessagePerField(deepParsed.error.issues),
        );
      }
      for (const text of ['{', 'not json', '{"a":']) {
        const response = await send(text, 'application/json');
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          message: ADMIN_API_MESSAGES.bodyNotJson,
          code: 'bad_request',
        });
      }
    },
  );

  it.each(withQuery.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: a refused query answers 400 with the schema messages',
    async (_, route) => {
      const schema = route.query as z.ZodType;
      const params = route.params ? validParamsFor(route.params) : {};
      const url = route.path.replaceAll(/:([^/]+)/g, (_, name: string) => params[name] ?? '');
      // A query schema that takes any text (the download links') has nothing to refuse.
      for (const { value, fields } of refusedSamples(schema, roughObjectOf(schema, true))) {
        const search = new URLSearchParams(value as Record<string, string>);
        const response = await app.request(`${url}?${search}`, { headers: superAdmin.headers });
        expect(response.status, search.toString()).toBe(400);
        expect(((await response.json()) as { fields?: unknown }).fields).toEqual(fields);
      }
    },
  );

  it.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: a path parameter its schema refuses is a 404 with the schema message',
    async (_, route) => {
      const { url, params } = pathWith(route, SHAPELESS);
      const parsed = (route.params as z.ZodType).safeParse(params);
      expect(parsed.success).toBe(false);
      const response = await app.request(url, {
        method: route.method,
        headers: { ...superAdmin.headers, 'Content-Type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect(response.status).toBe(404);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toBe(parsed.error?.issues[0]?.message);
    },
  );

  it('a refused header answers 400 with the schema message', async () => {
    const submission = routes.find((route) => route.headers);
    const schema = submission?.headers as z.ZodType;
    const headers = { 'idempotency-key': 'short' };
    const parsed = schema.safeParse(headers);
    expect(parsed.success).toBe(false);
    const response = await app.request(submission?.path ?? '', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(parsed.error?.issues[0]?.message);
  });
});

/** Path parameter values each params schema accepts (a random uuid names nothing, so it is harmless). */
function validParamsFor(schema: z.ZodType): Record<string, string> {
  const candidates: Record<string, string> = {
    agentId: crypto.randomUUID(),
    userId: crypto.randomUUID(),
    applicationId: 'FA-00000-00000',
    slot: 'bankStatement1',
    agentSlug: 'nobody-at-all',
  };
  const parsed = schema.safeParse(candidates);
  if (!parsed.success) throw new Error(`no valid path parameters for ${JSON.stringify(parsed.error.issues)}`);
  return candidates;
}
