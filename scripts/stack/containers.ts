import { randomBytes } from 'node:crypto';
import type { Stack } from './stack-shape.ts';

/**
 * The same stack in containers, used when a Docker engine is reachable (CI runners with Docker,
 * developer laptops). Returns null when there is no engine, so the caller falls back to local
 * servers; testcontainers answers that in milliseconds.
 */
export async function startContainers(): Promise<Stack | null> {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return null;
  }
  // Not MinIO's published minioadmin: tests that run in production mode would be refused it.
  const minioUser = `test${randomBytes(6).toString('hex')}`;
  const minioPassword = randomBytes(24).toString('base64url');
  const [postgres, redis, minio, mail] = await Promise.all([
    new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'funding' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine')
      .withCommand(['redis-server', '--maxmemory-policy', 'noeviction'])
      .withExposedPorts(6379)
      .start(),
    new GenericContainer('minio/minio:latest')
      .withEnvironment({ MINIO_ROOT_USER: minioUser, MINIO_ROOT_PASSWORD: minioPassword })
      .withCommand(['server', '/data'])
      .withExposedPorts(9000)
      .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
      .start(),
    new GenericContainer('maildev/maildev:2.2.1').withExposedPorts(1025, 1080).start(),
  ]);
  const host = postgres.getHost();
  return {
    env: {
      DATABASE_URL: `postgres://postgres@${host}:${postgres.getMappedPort(5432)}/funding`,
      REDIS_URL: `redis://${host}:${redis.getMappedPort(6379)}`,
      S3_ENDPOINT: `http://${host}:${minio.getMappedPort(9000)}`,
      S3_ACCESS_KEY: minioUser,
      S3_SECRET_KEY: minioPassword,
      S3_BUCKET: 'funding',
      SMTP_HOST: host,
      SMTP_PORT: String(mail.getMappedPort(1025)),
    },
    mailApiUrl: `http://${host}:${mail.getMappedPort(1080)}`,
    servers: {},
    async stop() {
      await Promise.allSettled([postgres, redis, minio, mail].map((container) => container.stop()));
    },
  };
}
