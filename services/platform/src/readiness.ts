import type { ReadinessReport } from '@funding/contracts';

/** A named dependency check for `/api/ready`; each one is bounded so a hung server reads as down. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

export type { ReadinessReport };

export async function checkReadiness(checks: ReadinessCheck[], timeoutMs = 2_000): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, 'up'] as const;
      } catch {
        return [name, 'down'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: results.every(([, state]) => state === 'up'),
    dependencies: Object.fromEntries(results),
  };
}
