import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { paths } from './api-types';

// The HTTP API, the one part outside the web app, answered in-process by msw (fetch and
// XMLHttpRequest alike). Each answer is typed from the BFF's OpenAPI document (api-types.ts), so a
// mock cannot answer what the real API never would: a status it does not declare, or a body of
// another shape.

type Method = 'get' | 'post' | 'put' | 'delete';
type ApiPath = keyof paths;
/** The paths that declare `method`. */
type PathWith<M extends Method> = {
  [P in ApiPath]: paths[P][M] extends { responses: object } ? P : never;
}[ApiPath];
type Responses<P extends ApiPath, M extends Method> = paths[P][M] extends { responses: infer R } ? R : never;
type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;

type Status<P extends ApiPath, M extends Method> = keyof Responses<P, M> & number;

/** One answer the document declares for the operation: its status and its JSON body. */
export type ApiAnswer<P extends ApiPath, M extends Method> = {
  [S in Status<P, M>]: { status: S; body: JsonBody<Responses<P, M>[S]> };
}[Status<P, M>];

interface ApiRequest<P extends ApiPath, M extends Method> {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** An answer the operation declares: `reply(200, body)`. */
  reply: <S extends Status<P, M>>(status: S, body: JsonBody<Responses<P, M>[S]>) => ApiAnswer<P, M>;
}

export const apiServer = setupServer();

/** `/api/x/{id}` (OpenAPI) as `/api/x/:id` (msw). */
const mswPath = (path: string) => path.replaceAll(/\{([^}]+)\}/g, ':$1');

/**
 * Answers every `method path` request with `status` and `body` for the rest of the test (or until a
 * later answer for the same operation). A request nobody answers fails the test (see setup.ts).
 */
export function answer<M extends Method, P extends PathWith<M>, S extends Status<P, M>>(
  method: M,
  path: P,
  status: S,
  body: JsonBody<Responses<P, M>[S]>,
): void {
  answerWith(method, path, ({ reply }) => reply(status, body));
}

/** As `answer`, with the answer chosen per request (its body, its params, how many came before). */
export function answerWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  respond: (request: ApiRequest<P, M>) => ApiAnswer<P, M> | Promise<ApiAnswer<P, M>>,
): void {
  apiServer.use(
    http[method](mswPath(path), async ({ request, params }) => {
      const reply = (status: number, body: unknown) => ({ status, body }) as ApiAnswer<P, M>;
      const { status, body } = (await respond({ request, params, reply })) as {
        status: number;
        body: unknown;
      };
      return body === undefined
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
}

/** The requests the app sends from now on, in order (method and URL). */
export function recordRequests(): { method: string; url: URL }[] {
  const seen: { method: string; url: URL }[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  });
  return seen;
}
