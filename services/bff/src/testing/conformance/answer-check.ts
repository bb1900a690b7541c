import { CONTENT_TYPE_OF, detectFileType } from '@funding/contracts';
import type { JsonSchema } from '@funding/platform/testing/json-schema-arbitrary';
import { isJsonMediaType, type Operation, type ResponseObject } from './openapi-operations.ts';
import { schemaProblem, textProblem } from './schema-check.ts';

/**
 * Whether an answer is one the document declares for its operation: the status is declared, every
 * required header is sent and matches its schema, and the body is of a declared media type and
 * valid for that type's schema (JSON and text with the JSON Schema validator; a file by its first
 * bytes, which must be of the type the Content-Type names). And a request that the document
 * refuses (a broken one, see broken-requests.ts) must not succeed. Returns what disagrees.
 */

const FILE_MEDIA_TYPES = new Set(Object.values(CONTENT_TYPE_OF));

function bodyProblem(
  mediaType: string,
  schema: JsonSchema | undefined,
  bytes: Uint8Array,
): string | undefined {
  if (isJsonMediaType(mediaType)) {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return `the ${mediaType} body is not JSON`;
    }
    return schema ? schemaProblem(schema, value, 'the body') : undefined;
  }
  if (schema?.format === 'binary') {
    if (bytes.length === 0) return `the ${mediaType} body is empty`;
    if (!FILE_MEDIA_TYPES.has(mediaType)) return undefined;
    const detected = detectFileType(bytes.subarray(0, 16));
    return detected && CONTENT_TYPE_OF[detected] === mediaType
      ? undefined
      : `the body is served as ${mediaType} but is ${detected ?? 'no known file type'}`;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `the ${mediaType} body is not UTF-8 text`;
  }
  return schema ? schemaProblem(schema, text, 'the body') : undefined;
}

function headerProblems(declared: ResponseObject, headers: Headers): string[] {
  return Object.entries(declared.headers ?? {}).flatMap(([name, header]) => {
    const value = headers.get(name);
    if (value === null) return header.required ? [`the required header ${name} is missing`] : [];
    const problem = header.schema ? textProblem(header.schema, value, `the header ${name}`) : undefined;
    return problem ? [problem] : [];
  });
}

/**
 * What in `response` the document does not declare for `operation` (empty: it conforms);
 * `refusal` says why the document refuses the request, if it does.
 */
export async function answerProblems(
  operation: Operation,
  response: Response,
  refusal?: string,
): Promise<string[]> {
  const declared = operation.responses[String(response.status)] ?? operation.responses.default;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!declared) {
    const statuses = Object.keys(operation.responses).join(', ');
    return [`status ${response.status} is not declared (declared: ${statuses})`];
  }
  const problems = headerProblems(declared, response.headers);
  if (refusal && response.status < 400) problems.push(`accepted what the document refuses: ${refusal}`);
  const content = declared.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    if (bytes.length > 0) problems.push(`a body where status ${response.status} declares none`);
    return problems;
  }
  const contentType = response.headers.get('content-type') ?? '';
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const mediaType = mediaTypes.find((declaredType) => declaredType.toLowerCase() === essence);
  if (!mediaType) {
    problems.push(
      `Content-Type "${contentType}" is not declared for ${response.status} (${mediaTypes.join(', ')})`,
    );
    return problems;
  }
  const problem = bodyProblem(mediaType, content[mediaType]?.schema, bytes);
  if (problem) problems.push(problem);
  return problems;
}
