import { canConnect } from '../stack/process.ts';
import type { Stack } from '../stack/stack.ts';
import type { RunningSystem } from '../stack/system.ts';
import { DIGEST_LINE_WIDTH } from './failure-digest.ts';

/**
 * The state of the servers and services the tiers shared, at the end of the run and before they
 * are stopped: one line when all are up, and for a service that is gone, how it ended and the
 * last line it wrote. Several tiers failing at once on a shared system that died is told here,
 * at the end of the log, instead of in each tier's report.
 */
export async function sharedSystemState(
  system: RunningSystem | undefined,
  stack: Stack | undefined,
): Promise<string[]> {
  const lines: string[] = [];
  if (stack) {
    const ports: Record<string, string> = {
      postgres: new URL(stack.env.DATABASE_URL).port,
      redis: new URL(stack.env.REDIS_URL).port,
      s3: new URL(stack.env.S3_ENDPOINT).port,
      smtp: stack.env.SMTP_PORT,
    };
    const answers = await Promise.all(
      Object.entries(ports).map(async ([name, port]) => [name, await canConnect(Number(port))] as const),
    );
    const down = answers.filter(([, up]) => !up).map(([name]) => name);
    lines.push(
      down.length === 0
        ? `the shared servers answered at the end: ${answers.map(([name]) => name).join(', ')}`
        : `the shared servers NOT answering at the end: ${down.join(', ')}`,
    );
  }
  if (system) {
    const services = [...system.services.values()];
    const gone = services.filter((s) => s.child.exitCode !== null || s.child.signalCode !== null);
    if (gone.length === 0)
      lines.push(`the shared system's services ran to the end: ${services.map((s) => s.name).join(', ')}`);
    for (const service of gone) {
      const last = system.logs.findLast((line) => line.startsWith(`${service.name} `)) ?? '(no line)';
      const how = service.child.exitCode ?? service.child.signalCode;
      lines.push(
        `${service.name} of the shared system EXITED (${how}); its last line: ${last}`.slice(
          0,
          DIGEST_LINE_WIDTH,
        ),
      );
    }
  }
  return lines;
}
