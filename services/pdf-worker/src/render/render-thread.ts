import { parentPort, workerData } from 'node:worker_threads';
import { renderApplicationPdf } from './render-application-pdf.ts';
import type { RenderRequest } from './render-types.ts';

// One render per thread: the request arrives as workerData, the result goes back once with its
// buffers transferred, and the thread ends, returning all the memory the render used.
const result = await renderApplicationPdf(workerData as RenderRequest);
parentPort?.postMessage(result, [result.pdf.buffer as ArrayBuffer, result.summaryPdf.buffer as ArrayBuffer]);
