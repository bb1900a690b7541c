import type { ReadinessReport } from '@funding/contracts';
import { withTimeout } from './with-timeout.ts';

/** A named dependency check for `/api/ready`; each one is bounded so a hung server reads as down. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

export type { ReadinessReport };

export async function checkReadiness(checks: ReadinessCheck[], timeoutMs = 2_000): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), timeoutMs, name);
        return [name, 'up'] as const;
      } catch {
        return [name, 'down'] as const;
      }
    }),
  );
  return {
    ready: results.every(([, state]) => state === 'up'),
    dependencies: Object.fromEntries(results),
  };
}
