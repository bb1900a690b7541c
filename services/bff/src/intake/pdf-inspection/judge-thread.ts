import { parentPort, workerData } from 'node:worker_threads';
import { judgeQpdfJson } from './judge.ts';

// One judgement per thread: qpdf's JSON arrives transferred, the verdict goes back, and the
// thread ends, returning the memory of the parsed object graph.
parentPort?.postMessage(judgeQpdfJson(workerData as Uint8Array));
