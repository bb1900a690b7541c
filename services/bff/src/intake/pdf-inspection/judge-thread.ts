import { parentPort } from 'node:worker_threads';
// The one module, not the package: the thread loads nothing else of platform.
import { neverThrows } from '@funding/platform/never-throws';
import { type Judgement, judgeQpdfJson } from './judge.ts';

/**
 * Judgements one after the other: qpdf's JSON arrives transferred, the verdict goes back with the
 * request's id. The parsed object graph is garbage as soon as the verdict is sent. A judge that
 * fails (a stack overflow on a deeply nested document) answers "unreadable" instead of ending the
 * thread with every check it holds.
 */
function reply({ id, bytes }: { id: number; bytes: Uint8Array }): void {
  let judgement: Judgement;
  try {
    judgement = judgeQpdfJson(bytes);
  } catch (error) {
    judgement = { kind: 'unreadable', detail: `the check failed: ${String(error).slice(0, 200)}` };
  }
  parentPort?.postMessage({ id, judgement });
}

parentPort?.on('message', neverThrows(reply));
