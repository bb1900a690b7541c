import { neverThrows } from '@funding/platform/never-throws';
import { judgeQpdfJson } from './judge.ts';
import { createQpdfReader, type QpdfLimits, QpdfMissingError } from './qpdf-json.ts';

/** A check the BFF asks for: the file on disk and the bounds of its qpdf run. */
export interface CheckRequest {
  id: number;
  path: string;
  limits: QpdfLimits;
}

export type CheckAnswer =
  | { id: number; judgement: import('./judge.ts').Judgement }
  | { id: number; missingQpdf: string }
  | { id: number; failure: string };

const send = (answer: CheckAnswer) => process.send?.(answer);
const qpdf = createQpdfReader();

/**
 * The check process (check-process.ts): runs qpdf on each file it is sent and judges the JSON
 * qpdf prints, then answers with the verdict alone. Checks run side by side; the BFF bounds how
 * many it sends at once. The process ends with its parent.
 */
process.on(
  'message',
  neverThrows((request: CheckRequest) => {
    qpdf
      .read(request.path, request.limits)
      .then(
        (read) => {
          if (!read.ok)
            return send({
              id: request.id,
              judgement: { kind: 'unreadable', detail: `${read.reason}: ${read.detail}` },
            });
          send({ id: request.id, judgement: judgeQpdfJson(read.json) });
        },
        (error: unknown) => {
          if (error instanceof QpdfMissingError)
            send({ id: request.id, missingQpdf: String(error.cause ?? '') });
          else send({ id: request.id, failure: error instanceof Error ? error.message : String(error) });
        },
      )
      .catch((error: unknown) => send({ id: request.id, failure: String(error) }));
  }),
);
process.on(
  'disconnect',
  neverThrows(
    () => {
      qpdf.close();
      process.exit(0);
    },
    () => process.exit(0),
  ),
);
