import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs `qpdf <args> in.pdf out.pdf` on bytes (for corpus files that qpdf itself writes). */
export function qpdfTransform(input: Buffer, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-corpus-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), input);
    try {
      execFileSync('qpdf', [...args, join(dir, 'in.pdf'), join(dir, 'out.pdf')], { stdio: 'pipe' });
    } catch (error) {
      // 3: written, with warnings.
      if ((error as { status?: number }).status !== 3) throw error;
    }
    return readFileSync(join(dir, 'out.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
