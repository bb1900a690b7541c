/**
 * The bytes of uploads a BFF process keeps in memory at once, across all requests. Small files are
 * kept in memory up to this bound (no spool file to write and read back); beyond it they go to
 * disk like large ones, so memory stays bounded whatever the number of uploads in progress.
 */
export function createMemoryBudget(bytes: number) {
  let used = 0;
  return {
    /** Takes `amount` bytes of the budget if they are free; false (and nothing taken) otherwise. */
    tryReserve(amount: number): boolean {
      if (used + amount > bytes) return false;
      used += amount;
      return true;
    },
    release(amount: number): void {
      used = Math.max(0, used - amount);
    },
    get used() {
      return used;
    },
  };
}

export type MemoryBudget = ReturnType<typeof createMemoryBudget>;

/**
 * Uploads held in memory per BFF process: 48 MiB, next to the 20 maximum-size submissions of the
 * memory bench (bench/memory.ts) that must stay under 300 MB of RSS; beyond it files spool to disk.
 */
export const INTAKE_MEMORY_BYTES = 48 * 1024 * 1024;
