import fc from 'fast-check';
import { answerProblems } from './answer-check.ts';
import { invalidRequests } from './broken-requests.ts';
import { type ConformanceRequest, type KnownValues, urlOf } from './conformance-request.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-operations.ts';
import { validRequests } from './valid-requests.ts';

/**
 * The conformance pass: for every operation of an OpenAPI document, seeded valid and invalid
 * requests (valid-requests.ts, broken-requests.ts) are sent, and every answer is checked against
 * the document (answer-check.ts).
 */

export interface ConformanceOptions {
  document: OpenApiDocument;
  /**
   * What names real things, so that valid requests reach the operations' successes: asked for
   * before each operation's requests, so it can be made fresh (many tokens are single-use, and an
   * operation may delete or change what it names).
   */
  known(operation: Operation): Promise<KnownValues>;
  send(operation: Operation, request: ConformanceRequest): Promise<Response>;
  seed: number;
  /** Valid and invalid requests per operation, each. */
  requestsPerKind: number;
}

export interface Disagreement {
  operation: string;
  request: string;
  status: number;
  problems: string[];
}

export interface ConformanceReport {
  disagreements: Disagreement[];
  /** Operation name to the statuses it answered with: how often, and the first answer's body. */
  answered: Map<string, Map<number, { count: number; example: string }>>;
  requests: number;
}

/** The request in one line for a report: method, URL, what was broken, the session, the body's start. */
function describeRequest(operation: Operation, request: ConformanceRequest): string {
  const body =
    request.body?.kind === 'json'
      ? ` ${request.body.contentType ?? '(no Content-Type)'} ${request.body.text.slice(0, 120)}`
      : request.body
        ? ` multipart ${request.body.parts.map((part) => part.name).join(',')}`
        : '';
  const session = request.credential ? ` as ${request.credential}` : '';
  return `${operation.method} ${urlOf(operation, request).slice(0, 200)} [${request.intent}]${session}${body}`;
}

export async function checkConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const { document, send, seed, requestsPerKind } = options;
  const operations = operationsOf(document);
  const report: ConformanceReport = { disagreements: [], answered: new Map(), requests: 0 };
  for (const [index, operation] of operations.entries()) {
    const known = await options.known(operation);
    const requests = [
      ...fc.sample(validRequests(operation, known), { seed: seed + index, numRuns: requestsPerKind }),
      ...fc.sample(invalidRequests(operation, known), { seed: seed + index, numRuns: requestsPerKind }),
    ];
    const statuses = new Map<number, { count: number; example: string }>();
    report.answered.set(operation.name, statuses);
    for (const request of requests) {
      const response = await send(operation, request);
      report.requests++;
      const seen = statuses.get(response.status);
      if (seen) seen.count++;
      else
        statuses.set(response.status, { count: 1, example: (await response.clone().text()).slice(0, 160) });
      const problems = await answerProblems(operation, response, request.refusal);
      if (problems.length > 0) {
        report.disagreements.push({
          operation: operation.name,
          request: describeRequest(operation, request),
          status: response.status,
          problems,
        });
      }
    }
  }
  return report;
}

/** One line per operation and problem: how often, the status, and the first request that met it. */
export function summarize(disagreements: readonly Disagreement[]): string[] {
  const groups = new Map<string, { count: number; first: Disagreement }>();
  for (const disagreement of disagreements) {
    const key = `${disagreement.operation}: ${disagreement.status}: ${disagreement.problems.join('; ')}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, first: disagreement });
  }
  return [...groups].map(([key, { count, first }]) => `${key} (${count}x, e.g. ${first.request})`);
}
