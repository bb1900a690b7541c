import { createLogger } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { Dependencies } from '../../dependencies.ts';
import { loadBffEnv } from '../../env.ts';
import type { ConformanceRequest } from './conformance-request.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-operations.ts';
import { schemaProblem, textProblem } from './schema-check.ts';
import { validRequests } from './valid-requests.ts';

// Built without connections: serving the document opens none.
const app = createApp({
  env: loadBffEnv({}),
  logger: createLogger({ name: 'test', level: 'silent' }),
} as Dependencies);
const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
// No known values: everything comes from the schemas (the files have no schema that makes them).
const known = { byName: {}, files: [new Uint8Array(tinyPdf())] };

/** What in a request made as valid the document refuses: the generator's mistakes. */
function problemsOf(operation: Operation, request: ConformanceRequest): string[] {
  const problems: (string | undefined)[] = [];
  for (const { name, in: place, required, schema } of operation.parameters ?? []) {
    const sent =
      place === 'path' ? request.path[name] : place === 'query' ? request.query[name] : request.headers[name];
    if (sent === undefined) problems.push(required ? `${place} ${name} is missing` : undefined);
    else if (schema) problems.push(textProblem(schema, sent, `${place} ${name}`));
  }
  const content = operation.requestBody?.content ?? {};
  const { body } = request;
  if (body?.kind === 'json') {
    problems.push(
      schemaProblem(content['application/json']?.schema ?? {}, JSON.parse(body.text), 'the body'),
    );
  } else if (body?.kind === 'multipart') {
    const form = content['multipart/form-data']?.schema ?? {};
    for (const name of form.required ?? []) {
      if (!body.parts.some((part) => part.name === name)) problems.push(`the part ${name} is missing`);
    }
    for (const part of body.parts) {
      const property = form.properties?.[part.name];
      if (property?.format === 'binary') continue;
      problems.push(
        property ? schemaProblem(property, part.value, `the part ${part.name}`) : `part ${part.name}`,
      );
    }
  }
  return problems.filter((problem) => problem !== undefined);
}

describe('valid requests of the conformance pass', () => {
  const operations = operationsOf(document);

  it('are made for every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: what the document takes, every parameter and body as its schema says',
    (_, operation) => {
      for (const request of fc.sample(validRequests(operation, known), { seed: 26, numRuns: 40 })) {
        expect(problemsOf(operation, request), JSON.stringify(request).slice(0, 300)).toEqual([]);
      }
    },
  );
});
