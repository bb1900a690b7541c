import { readdirSync, readFileSync } from 'node:fs';

/** CPU time from /proc: the whole machine, and named processes, to tell where a run's cores went. */
const TICKS_PER_SECOND = 100;

function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** utime, stime, cutime and cstime of a process, in seconds (/proc/<pid>/stat). */
function statSeconds(pid: number) {
  // Fields after the command (which may hold spaces): utime, stime, cutime and cstime are the
  // 12th to the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map((ticks) => Number(ticks) / TICKS_PER_SECOND);
  return { own: utime + stime, reaped: cutime + cstime };
}

/**
 * CPU seconds of a process with its children: the BFF, its qpdf fork server and the children that
 * read each file (those that ended count through cutime/cstime, the ones alive through their own stat).
 */
export function processSeconds(pid: number): number {
  try {
    const { own, reaped } = statSeconds(pid);
    return own + reaped + liveChildren(pid).reduce((sum, child) => sum + processSeconds(child), 0);
  } catch {
    return 0;
  }
}

/** CPU seconds of the children of `pid` that have ended and been waited for. */
export function reapedChildSeconds(pid: number): number {
  return statSeconds(pid).reaped;
}

/** The live children of `pid`, whichever of its threads started them (a check thread starts the qpdf fork server). */
export function liveChildren(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

export interface CpuUsage {
  seconds: number;
  /** Share of all cores that were busy (any process). */
  machineBusy: number;
  /** CPU seconds per named group of processes. */
  groups: Record<string, number>;
}

/** Starts counting; the returned function gives the usage since. */
export function startCpuCount(groups: Record<string, number[]>): () => CpuUsage {
  const started = performance.now();
  const machine = machineTicks();
  const before = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, pids.map(processSeconds)]),
  );
  return () => {
    const now = machineTicks();
    return {
      seconds: (performance.now() - started) / 1000,
      machineBusy: (now.busy - machine.busy) / Math.max(1, now.total - machine.total),
      groups: Object.fromEntries(
        Object.entries(groups).map(([name, pids]) => [
          name,
          pids.reduce((sum, pid, index) => sum + processSeconds(pid) - before[name]![index]!, 0),
        ]),
      ),
    };
  };
}
