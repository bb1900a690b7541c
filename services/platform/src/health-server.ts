import { createServer, type Server } from 'node:http';
import { checkReadiness, type ReadinessCheck } from './readiness.ts';

/**
 * The workers' small HTTP port for Kubernetes probes: `/api/health` says the process is up,
 * `/api/ready` that its dependencies answer. `extraRoutes` lets a worker add e.g. `/metrics`.
 */
export function startHealthServer(
  port: number,
  checks: ReadinessCheck[],
  extraRoutes: Record<string, () => Promise<{ contentType: string; body: string }>> = {},
): Promise<Server> {
  const server = createServer(async (req, res) => {
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
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
