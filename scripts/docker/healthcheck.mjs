// The images' HEALTHCHECK (node:*-slim has no curl or wget): exit 0 when /api/health answers 200.
// A worker serves it on HEALTH_PORT, the bff on PORT; both are set in the image and may be
// overridden at run time, so the check reads the same variables the service does.
const port = process.env.HEALTH_PORT ?? process.env.PORT ?? '8080';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
