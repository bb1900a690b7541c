import { createForkServerClient, type QpdfLimits, QpdfMissingError } from './fork-server.ts';
import { type Judgement, judgeReading } from './judge.ts';

/** One check, as the pool hands it to a check thread (pdf-check.ts). */
export type CheckRequest =
  | { job: 'normalize'; input: string; output: string; limits: QpdfLimits }
  | { job: 'inspect'; input: string; limits: QpdfLimits };

export type CheckAnswer = { judgement: Judgement } | { missingQpdf: string };

// The thread's own fork server, started with its first check and ended with the thread.
const qpdf = createForkServerClient();

/**
 * A check thread's task: qpdf reads the file through the fork server, and the JSON it prints is
 * parsed and judged here, inside this thread's heap bound (the pool's resourceLimits), never on the
 * service's event loop. A missing fork server is told apart, so the service can say what is wrong
 * instead of refusing every upload as unreadable.
 */
export default async function check(request: CheckRequest): Promise<CheckAnswer> {
  try {
    const reading =
      request.job === 'normalize'
        ? await qpdf.normalize(request.input, request.output, request.limits)
        : await qpdf.inspect(request.input, request.limits);
    return { judgement: judgeReading(reading) };
  } catch (error) {
    if (error instanceof QpdfMissingError) return { missingQpdf: String(error.cause ?? error.message) };
    throw error;
  }
}
