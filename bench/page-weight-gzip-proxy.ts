import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { httpRequest } from './loadgen.ts';

/**
 * A gzip-compressing reverse proxy in front of the BFF, as an ingress or CDN would be: the second
 * Lighthouse run through it shows what compression alone changes.
 */
export async function startGzipProxy(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    try {
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, {
        method: req.method,
        headers: { accept: String(req.headers.accept ?? '*/*') },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
          headers[name] = value;
        }
      });
      const compressible = /text|javascript|json|css|svg/.test(headers['content-type'] ?? '');
      const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (compressible && accepts && body.length > 1_024) {
        const gzipped = gzipSync(body, { level: 6 });
        res.writeHead(answer.status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        res.end(gzipped);
        return;
      }
      res.writeHead(answer.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Content-Encoding the BFF answers a script with when the client accepts gzip and brotli. */
export async function contentEncoding(baseUrl: string, path: string | undefined): Promise<string | null> {
  if (!path) return null;
  const answer = await httpRequest(`${baseUrl}/${path}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const encoding = answer.headers['content-encoding'];
  return typeof encoding === 'string' && encoding !== 'identity' ? encoding : null;
}
