/** What the qpdf fork server (qpdf-fork-server.cpp) answers for one job. */
export interface Answer {
  /** qpdf's exit code (0 clean, 3 with warnings, 2 unreadable), or -1 when the job was signalled. */
  code: number;
  signal: number;
  /** qpdf's warnings, one per line, or the error that stopped it. */
  message: string;
  /** qpdf's JSON of the objects read (after a rewrite: of the file written). */
  json: Buffer;
}

/** An answer line is five numbers; anything longer is not the server's. */
const ANSWER_LINE_MAX = 256;

/**
 * Reads the server's stdout: an answer line (`id code signal messageBytes jsonBytes`,
 * tab-separated), then that many bytes of message and of JSON, and again. Chunks are kept as they
 * come and joined once per answer.
 */
export function answerReader(onAnswer: (id: string, answer: Answer) => void) {
  let line = Buffer.alloc(0);
  let current: {
    id: string;
    code: number;
    signal: number;
    messageLength: number;
    length: number;
    parts: Buffer[];
    got: number;
  } | null = null;
  return (chunk: Buffer) => {
    let data = chunk;
    for (;;) {
      if (!current) {
        const end = data.indexOf(10);
        if (end < 0) {
          line = Buffer.concat([line, data]);
          if (line.length > ANSWER_LINE_MAX) throw new Error('the qpdf fork server sent no answer line');
          return;
        }
        const [id = '', code = '', signal = '', messageLength = '', jsonLength = '', ...rest] = Buffer.concat(
          [line, data.subarray(0, end)],
        )
          .toString('utf8')
          .split('\t');
        if (rest.length > 0 || !/^\d+$/.test(messageLength) || !/^\d+$/.test(jsonLength))
          throw new Error('the qpdf fork server sent an answer without its lengths');
        line = Buffer.alloc(0);
        data = data.subarray(end + 1);
        current = {
          id,
          code: Number(code),
          signal: Number(signal),
          messageLength: Number(messageLength),
          length: Number(messageLength) + Number(jsonLength),
          parts: [],
          got: 0,
        };
      }
      const piece = data.subarray(0, current.length - current.got);
      current.parts.push(piece);
      current.got += piece.length;
      data = data.subarray(piece.length);
      if (current.got < current.length) return;
      const body = Buffer.concat(current.parts);
      onAnswer(current.id, {
        code: current.code,
        signal: current.signal,
        message: body.subarray(0, current.messageLength).toString('utf8'),
        json: body.subarray(current.messageLength),
      });
      current = null;
    }
  };
}
