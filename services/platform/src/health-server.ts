import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { neverThrows } from './never-throws.ts';
import { checkReadiness, type ReadinessCheck } from './readiness.ts';

type ExtraRoutes = Record<string, () => Promise<{ contentType: string; body: string }>>;

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  checks: ReadinessCheck[],
  extraRoutes: ExtraRoutes,
): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
    return;
  }
  if (path === '/api/ready') {
    const report = await checkReadiness(checks);
    res
      .writeHead(report.ready ? 200 : 503, { 'content-type': 'application/json' })
      .end(JSON.stringify(report));
    return;
  }
  const route = extraRoutes[path];
  if (route) {
    const { contentType, body } = await route();
    res.writeHead(200, { 'content-type': contentType }).end(body);
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
}

/**
 * The workers' small HTTP port for Kubernetes probes: `/api/health` says the process is up,
 * `/api/ready` that its dependencies answer. `extraRoutes` lets a worker add e.g. `/metrics`.
 */
export function startHealthServer(
  port: number,
  checks: ReadinessCheck[],
  extraRoutes: ExtraRoutes = {},
): Promise<Server> {
  const server = createServer((req, res) => {
    // A route that fails (a metrics registry that throws) answers 500; it never ends the process.
    const failed = () => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Health check failed' }));
    };
    neverThrows(answer, failed)(req, res, checks, extraRoutes);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
