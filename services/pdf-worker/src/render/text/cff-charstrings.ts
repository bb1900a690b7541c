/**
 * CJK fonts (Noto Sans CJK is CFF) share outline pieces between glyphs as subroutines: tens of
 * thousands of them. fontkit's subset keeps every subroutine slot (an unused one shrunk to a single
 * "return"), so two Chinese characters cost 60 to 90 KB in a PDF. Writing each glyph of the subset
 * with its subroutines inlined ("desubroutinising", as fontTools' subsetter does) leaves the
 * subset no subroutines at all: a few hundred bytes per glyph.
 *
 * Type 2 charstrings (Adobe TN 5177): numbers are operands; callsubr/callgsubr take the subroutine
 * number from the stack (biased by the index size); hintmask/cntrmask are followed by one bit per
 * stem declared so far, rounded up to bytes; endchar ends the glyph even inside a subroutine.
 */

interface SubrEntry {
  offset: number;
  length: number;
}

/** The parts of fontkit's CFF table this reads. */
export interface CffTable {
  stream: { pos: number; readBuffer(length: number): Uint8Array };
  globalSubrIndex?: SubrEntry[];
  privateDictForGlyph(glyphId: number): { Subrs?: SubrEntry[] } | null;
  topDict: { CharStrings: SubrEntry[] };
}

const bias = (subrs: SubrEntry[]) => (subrs.length < 1240 ? 107 : subrs.length < 33900 ? 1131 : 32768);

const CALLSUBR = 10;
const RETURN = 11;
const ESCAPE = 12;
const ENDCHAR = 14;
const HINTMASK = 19;
const CNTRMASK = 20;
const CALLGSUBR = 29;
const SHORTINT = 28;
const STEMS = new Set([1, 3, 18, 23]);
// Subroutines may call subroutines; fonts stay far below this, a hostile one would not.
const MAX_DEPTH = 20;

interface State {
  out: number[];
  /** Values and encoded lengths of the operands since the last operator. */
  stack: { value: number; bytes: number }[];
  stems: number;
}

function read(cff: CffTable, entry: SubrEntry): Uint8Array {
  cff.stream.pos = entry.offset;
  return cff.stream.readBuffer(entry.length);
}

/** The charstring of `glyphId` with every subroutine call replaced by the subroutine's code. */
export function inlineSubroutines(cff: CffTable, glyphId: number): Uint8Array {
  const globals = cff.globalSubrIndex ?? [];
  const locals = cff.privateDictForGlyph(glyphId)?.Subrs ?? [];
  const state: State = { out: [], stack: [], stems: 0 };
  const charstring = cff.topDict.CharStrings[glyphId];
  if (charstring) run(read(cff, charstring), 0);
  return Uint8Array.from(state.out);

  /** Copies `code`; answers whether it ended the glyph (endchar). */
  function run(code: Uint8Array, depth: number): boolean {
    let i = 0;
    while (i < code.length) {
      const op = code[i]!;
      if (op >= 32 || op === SHORTINT) {
        const length = op === SHORTINT ? 3 : op <= 246 ? 1 : op <= 254 ? 2 : 5;
        state.stack.push({ value: operand(code, i), bytes: length });
        for (let k = 0; k < length; k++) state.out.push(code[i + k]!);
        i += length;
        continue;
      }
      if (op === CALLSUBR || op === CALLGSUBR) {
        const index = state.stack.pop();
        if (!index || depth >= MAX_DEPTH) throw new Error('malformed CFF charstring');
        state.out.length -= index.bytes;
        const subrs = op === CALLSUBR ? locals : globals;
        const subr = subrs[index.value + bias(subrs)];
        if (subr && run(read(cff, subr), depth + 1)) return true;
        i++;
        continue;
      }
      if (op === RETURN) return false;
      if (op === ESCAPE) {
        state.out.push(op, code[i + 1] ?? 0);
        state.stack = [];
        i += 2;
        continue;
      }
      state.out.push(op);
      if (op === ENDCHAR) return true;
      if (STEMS.has(op) || op === HINTMASK || op === CNTRMASK) state.stems += state.stack.length >> 1;
      state.stack = [];
      i++;
      if (op === HINTMASK || op === CNTRMASK) {
        const maskBytes = (state.stems + 7) >> 3;
        for (let k = 0; k < maskBytes; k++) state.out.push(code[i + k] ?? 0);
        i += maskBytes;
      }
    }
    return false;
  }
}

function operand(code: Uint8Array, i: number): number {
  const b0 = code[i]!;
  if (b0 === SHORTINT) return ((code[i + 1]! << 24) | (code[i + 2]! << 16)) >> 16;
  if (b0 <= 246) return b0 - 139;
  if (b0 <= 250) return (b0 - 247) * 256 + code[i + 1]! + 108;
  if (b0 <= 254) return -(b0 - 251) * 256 - code[i + 1]! - 108;
  // 16.16 fixed point; never a subroutine number in practice.
  return ((code[i + 1]! << 24) | (code[i + 2]! << 16) | (code[i + 3]! << 8) | code[i + 4]!) / 65536;
}
