import { parentPort } from 'node:worker_threads';
import { judgeQpdfJson } from './judge.ts';

// Judgements one after the other: qpdf's JSON arrives transferred, the verdict goes back with the
// request's id. The parsed object graph is garbage as soon as the verdict is sent.
parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  parentPort?.postMessage({ id, judgement: judgeQpdfJson(bytes) });
});
