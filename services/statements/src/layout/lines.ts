import type { TextRun } from '../extract/pdf-text.ts';

/** A piece of a line that stands apart from its neighbours: one table cell, one label, one value. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
}

/** The text that shares one baseline on a page, in cells from left to right. */
export interface Line {
  page: number;
  /** Baseline, in points from the bottom of the page. */
  y: number;
  /** The largest font size on the line. */
  size: number;
  cells: Cell[];
  /** The cells' text joined by single spaces. */
  text: string;
}

// Runs within this share of the font size of each other's baseline are one line.
const BASELINE_TOLERANCE = 0.3;
// A gap wider than this share of the font size separates two cells; a narrower one is a space
// inside a cell ("1,234.56 CR", words a generator wrote one by one).
const CELL_GAP = 0.6;
const WORD_GAP = 0.12;

interface Piece extends Cell {
  size: number;
  /** Split from the piece before it at two or more spaces: never joined to it again. */
  apart: boolean;
}

/**
 * A run split where it holds two or more spaces in a row (fixed-width statements pad columns with
 * spaces), each piece placed by its share of the run's width.
 */
function splitRun(run: TextRun): Piece[] {
  const charWidth = run.width / Math.max(1, run.text.length);
  return [...run.text.matchAll(/\S+(?: \S+)*/g)].map((match, index) => {
    const x0 = run.x + match.index * charWidth;
    return { text: match[0], x0, x1: x0 + match[0].length * charWidth, size: run.size, apart: index > 0 };
  });
}

function joinCells(pieces: readonly Piece[]): Cell[] {
  const cells: Cell[] = [];
  let current: Piece | null = null;
  for (const piece of pieces) {
    const gap = current ? piece.x0 - current.x1 : Number.POSITIVE_INFINITY;
    if (current && !piece.apart && gap < CELL_GAP * Math.max(current.size, piece.size)) {
      current.text += gap > WORD_GAP * piece.size ? ` ${piece.text}` : piece.text;
      current.x1 = Math.max(current.x1, piece.x1);
    } else {
      if (current) cells.push({ text: current.text, x0: current.x0, x1: current.x1 });
      current = { ...piece };
    }
  }
  if (current) cells.push({ text: current.text, x0: current.x0, x1: current.x1 });
  return cells;
}

/** The lines of one page, top to bottom, each in cells left to right. */
export function pageLines(runs: readonly TextRun[], page: number): Line[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last.y - run.y) <= BASELINE_TOLERANCE * Math.min(last.size, run.size)) {
      last.runs.push(run);
      last.size = Math.max(last.size, run.size);
    } else groups.push({ y: run.y, size: run.size, runs: [run] });
  }
  return groups.map((group) => {
    const pieces = group.runs.sort((a, b) => a.x - b.x).flatMap(splitRun);
    const cells = joinCells(pieces);
    return { page, y: group.y, size: group.size, cells, text: cells.map((cell) => cell.text).join(' ') };
  });
}
