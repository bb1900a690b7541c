import { CONTENT_TYPE_OF, detectFileType } from '@funding/contracts';
import type { JsonSchema } from '@funding/platform/testing/json-schema-arbitrary';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isJsonMediaType, type Operation, type ResponseObject } from './openapi-operations.ts';

/**
 * Whether an answer is one the document declares for its operation: the status is declared, every
 * required header is sent and matches its schema, and the body is of a declared media type and
 * valid for that type's schema (JSON and text with the JSON Schema validator; a file by its first
 * bytes, which must be of the type the Content-Type names). Returns what disagrees, if anything.
 */

// strict: false, because the document carries annotations Ajv does not know (`contentSchema`).
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new WeakMap<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function schemaProblem(schema: JsonSchema, value: unknown, what: string): string | undefined {
  const validate = validatorOf(schema);
  if (validate(value)) return undefined;
  const [error] = validate.errors ?? [];
  return `${what} does not match its schema: ${error?.instancePath || '(root)'} ${error?.message ?? ''}`.trim();
}

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
    if (!header.schema) return [];
    const numeric = header.schema.type === 'integer' || header.schema.type === 'number';
    const typed = numeric && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    return [schemaProblem(header.schema, typed, `the header ${name}`)].filter(
      (problem) => problem !== undefined,
    );
  });
}

/** What in `response` the document does not declare for `operation` (empty: it conforms). */
export async function answerProblems(operation: Operation, response: Response): Promise<string[]> {
  const declared = operation.responses[String(response.status)] ?? operation.responses.default;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!declared) {
    const statuses = Object.keys(operation.responses).join(', ');
    return [`status ${response.status} is not declared (declared: ${statuses})`];
  }
  const problems = headerProblems(declared, response.headers);
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
