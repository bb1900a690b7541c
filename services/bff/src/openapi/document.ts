import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';

const DESCRIPTION = `The HTTP API of the funding application: the applicant's form (agents, submission) and the
staff's admin portal. The web app at this origin calls the API through these routes only.

- **Errors**: every non-2xx JSON answer is \`{ message, code?, fields? }\`: \`message\` is for people,
  \`code\` for programs, \`fields\` names each refused field with its first message. A 429 says in
  \`Retry-After\` how many seconds to wait.
- **Bodies**: JSON, sent as \`Content-Type: application/json\` in UTF-8 (415 otherwise), at most
  64 KiB (413); the two uploads are \`multipart/form-data\` with limits of their own.
- **Staff sign-in**: \`POST /api/auth/login\` answers with a session token (or a second-factor
  challenge first); send it as \`Authorization: Bearer <token>\`. Roles: \`viewer\` reads, \`admin\`
  also changes applications and agents, \`super_admin\` also manages admin users and reads the audit log.
- **Files**: a browser tab cannot send the header; \`POST .../download-link\` gives a single-use link.
- Full SSNs and EINs appear only in an application's detail and its PDF, and every view of the one
  and download of the other is audited.`;

/**
 * The OpenAPI 3.1 document of `app`: every route declared with `defineRoute` and mounted under
 * it, as its validators see it. Built once, on first request.
 */
export function openApiDocument(app: OpenAPIHono<AppEnv>, title: string) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'adminSession', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token from `POST /api/auth/login` (or the second-factor step after it)',
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title, version: '1', description: DESCRIPTION },
  });
}
