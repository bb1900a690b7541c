/** What the qpdf fork server (qpdf-fork-server.cpp) answers for one check. */
export interface Answer {
  code: number;
  signal: number;
  message: string;
  json: Buffer;
}

/** An answer line longer than this is not the server's: qpdf's message is cut at 2,000 bytes. */
const ANSWER_LINE_MAX = 8 * 1024;

/**
 * Reads the server's stdout: an answer line (`id code signal jsonBytes message`, tab-separated),
 * then that many bytes of JSON, and again. Chunks are kept as they come and joined once per answer.
 */
export function answerReader(onAnswer: (id: string, answer: Answer) => void) {
  let line = Buffer.alloc(0);
  let current: {
    id: string;
    answer: Omit<Answer, 'json'>;
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
        const fields = Buffer.concat([line, data.subarray(0, end)])
          .toString('utf8')
          .split('\t');
        const [id = '', code = '', signal = '', length = '', ...message] = fields;
        if (!/^\d+$/.test(length)) throw new Error('the qpdf fork server sent an answer without a length');
        line = Buffer.alloc(0);
        data = data.subarray(end + 1);
        const answer = { code: Number(code), signal: Number(signal), message: message.join(' ') };
        current = { id, answer, length: Number(length), parts: [], got: 0 };
      }
      const piece = data.subarray(0, current.length - current.got);
      current.parts.push(piece);
      current.got += piece.length;
      data = data.subarray(piece.length);
      if (current.got < current.length) return;
      onAnswer(current.id, { ...current.answer, json: Buffer.concat(current.parts) });
      current = null;
    }
  };
}
