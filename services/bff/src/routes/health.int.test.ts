import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('health and readiness', () => {
  const { app, close } = createTestApp();
  afterAll(close);

  it('answers /api/health', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports Postgres, Redis and storage up on /api/ready', async () => {
    const response = await app.request('/api/ready');
    expect(await response.json()).toEqual({
      ready: true,
      dependencies: { postgres: 'up', redis: 'up', storage: 'up' },
    });
    expect(response.status).toBe(200);
  });

  it('reports a dependency down with 503', async () => {
    const broken = createTestApp({ S3_BUCKET: 'no-such-bucket' });
    try {
      const response = await broken.app.request('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        ready: false,
        dependencies: { storage: 'down', postgres: 'up' },
      });
    } finally {
      await broken.close();
    }
  });
});
