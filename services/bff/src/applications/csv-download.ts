import type { Logger, SqlClient } from '@funding/platform';
import { csvLine } from './csv.ts';

/** Rows read from the cursor at a time: one batch in memory, whatever the export's size. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * A CSV download (UTF-8 with BOM) of a statement's rows, streamed from a Postgres cursor a batch
 * at a time and only as fast as the reader takes it (the stream pulls the next batch when the
 * previous one is read). `name` says which export in the logs.
 */
export function csvDownload(
  { sql: postgres, logger }: { sql: SqlClient; logger: Logger },
  statement: { sql: string; params: unknown[] },
  header: readonly string[],
  line: (values: readonly unknown[]) => string,
  name: string,
): ReadableStream<Uint8Array> {
  const batches = postgres
    .unsafe(statement.sql, statement.params as never[])
    .values()
    .cursor(EXPORT_BATCH_ROWS)
    [Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
      },
      async pull(controller) {
        // Never throws out of itself: a failed read ends the download with an error the client sees
        // as a broken transfer (the header is sent, the status cannot change any more).
        try {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          const lines = (next.value as unknown as unknown[][]).map(line);
          rows += lines.length;
          controller.enqueue(encoder.encode(lines.join('')));
        } catch (error) {
          logger.error({ err: error, rows }, `${name} stopped by a failed read`);
          controller.error(error);
        }
      },
      async cancel() {
        // The reader went away: closing the iterator ends the cursor and frees its connection.
        try {
          await batches.return?.();
        } catch (error) {
          logger.warn({ err: error }, `could not close the ${name} cursor`);
        }
      },
    },
    { highWaterMark: 1 },
  );
}
