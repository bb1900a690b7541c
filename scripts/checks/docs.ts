/**
 * The documentation stands on its own, with what a clone holds. Three rules, checked over the files
 * git tracks:
 *
 * - no file cites a document that is not in the repository: the product specification and the
 *   design notes the project started from, by name or by section number, or the folder they lived
 *   in (what they said that still holds is in docs/product.md and docs/architecture.md);
 * - every relative link of a Markdown file, and every `docs/<file>.md#<anchor>` a source file
 *   refers to, leads to a file that exists and, for a Markdown file, to a heading it has;
 * - every decision record opens with its Date, Status and Supersedes lines.
 *
 * `node --import tsx scripts/checks/docs.ts` prints each problem and exits 1 on any; the unit test
 * beside it runs the same check.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/** This file and its test name the patterns below, so they are not held to them. */
const SELF = ['scripts/checks/docs.ts', 'scripts/checks/docs.test.ts'];

const MISSING_DOCUMENTS: { pattern: RegExp; why: string }[] = [
  { pattern: /\bSPEC\b/, why: 'cites the specification, which is not in the repository' },
  { pattern: /\bDESIGN\b/, why: 'cites the design notes, which are not in the repository' },
  { pattern: /\bspec\s+sections?\s+\d/i, why: 'cites a numbered section of the specification' },
  { pattern: /\.\.\/shared\b/, why: 'points outside the repository' },
];

export interface TextFile {
  /** Repository-relative, with `/`. */
  path: string;
  text: string;
}

/** The text files git tracks (binary files and files deleted from the work tree left out). */
export function trackedTextFiles(root: string = repoRoot): TextFile[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);
  const files: TextFile[] = [];
  for (const path of paths) {
    const absolute = join(root, path);
    if (!existsSync(absolute) || !statSync(absolute).isFile()) continue;
    const bytes = readFileSync(absolute);
    if (bytes.includes(0)) continue;
    files.push({ path, text: bytes.toString('utf8') });
  }
  return files;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** `path:line: the line` for every mention of a document the repository does not hold. */
export function findMissingDocumentCitations(files: readonly TextFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (SELF.includes(file.path)) continue;
    file.text.split('\n').forEach((line, index) => {
      const hit = MISSING_DOCUMENTS.find(({ pattern }) => pattern.test(line));
      if (hit) found.push(`${file.path}:${index + 1}: ${hit.why}: ${line.trim()}`);
    });
  }
  return found;
}

/** Fenced code blocks blanked out (lines kept, so line numbers hold): links and headings there are text. */
function withoutFencedCode(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** A heading's anchor as GitHub makes it: the text lowercased, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown document offers: its headings' (repeats numbered as GitHub does) and explicit ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = withoutFencedCode(markdown);
  for (const match of text.matchAll(/^[ \t]{0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const slug = headingSlug(match[1]!);
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  }
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  return anchors;
}

/** The targets of a Markdown file's inline links, images and link definitions, with their lines. */
function markdownLinkTargets(markdown: string): { target: string; line: number }[] {
  const text = withoutFencedCode(markdown).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  const targets: { target: string; line: number }[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push({ target: match[1]!.replace(/^<|>$/g, ''), line: lineOf(text, match.index) });
  }
  for (const match of text.matchAll(/^[ \t]{0,3}\[[^\]]+\]:\s+(\S+)/gm)) {
    targets.push({ target: match[1]!, line: lineOf(text, match.index) });
  }
  return targets;
}

/** A link's percent-encoding undone; a malformed one is kept as written (and then leads nowhere). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');

type ExistingFile = (repoPath: string) => 'file' | 'directory' | null;

function onDisk(root: string): ExistingFile {
  return (repoPath) => {
    const absolute = join(root, repoPath);
    if (!existsSync(absolute)) return null;
    return statSync(absolute).isDirectory() ? 'directory' : 'file';
  };
}

/**
 * Why a repository path with an optional anchor leads nowhere, or null when it leads somewhere:
 * the file must exist, and an anchor into a Markdown file must be one of its headings.
 */
function brokenTarget(
  repoPath: string,
  anchor: string | undefined,
  exists: ExistingFile,
  anchorsOf: (repoPath: string) => Set<string>,
): string | null {
  if (repoPath.startsWith('..')) return 'leads outside the repository';
  const kind = exists(repoPath);
  if (kind === null) return 'no such file';
  if (anchor === undefined || anchor === '' || !repoPath.endsWith('.md')) return null;
  if (kind !== 'file') return 'an anchor into a directory';
  return anchorsOf(repoPath).has(decoded(anchor).toLowerCase()) ? null : `no heading #${anchor}`;
}

function anchorReader(files: readonly TextFile[], root: string): (repoPath: string) => Set<string> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const cache = new Map<string, Set<string>>();
  return (repoPath) => {
    let anchors = cache.get(repoPath);
    if (!anchors) {
      anchors = markdownAnchors(byPath.get(repoPath) ?? readFileSync(join(root, repoPath), 'utf8'));
      cache.set(repoPath, anchors);
    }
    return anchors;
  };
}

/** `path:line: target (why)` for every relative link of a Markdown file that leads nowhere. */
export function findBrokenMarkdownLinks(files: readonly TextFile[], root: string = repoRoot): string[] {
  const exists = onDisk(root);
  const anchorsOf = anchorReader(files, root);
  const found: string[] = [];
  for (const file of files.filter((each) => each.path.endsWith('.md'))) {
    for (const { target, line } of markdownLinkTargets(file.text)) {
      if (isExternal(target)) continue;
      const [pathPart = '', anchor] = target.split('#', 2);
      const repoPath =
        pathPart === ''
          ? file.path
          : pathPart.startsWith('/')
            ? pathPart.slice(1)
            : relative(root, resolve(root, dirname(file.path), decoded(pathPart)));
      const why = brokenTarget(normalize(repoPath), anchor, exists, anchorsOf);
      if (why) found.push(`${file.path}:${line}: ${target} (${why})`);
    }
  }
  return found;
}

/** `path:line: reference (why)` for every `docs/....md#anchor` a file names that leads nowhere. */
export function findBrokenDocReferences(files: readonly TextFile[], root: string = repoRoot): string[] {
  const exists = onDisk(root);
  const anchorsOf = anchorReader(files, root);
  const found: string[] = [];
  for (const file of files) {
    if (SELF.includes(file.path)) continue;
    for (const match of file.text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\w-]+))?/g)) {
      const [reference] = match;
      const why = brokenTarget(reference.split('#')[0]!, match[1], exists, anchorsOf);
      if (why) found.push(`${file.path}:${lineOf(file.text, match.index)}: ${reference} (${why})`);
    }
  }
  return found;
}

const DECISION_HEADER = [
  /^Date: \d{4}-\d{2}-\d{2}$/,
  /^Status: (?:Accepted|Superseded by \[[^\]]+\]\([^)]+\))$/,
  /^Supersedes: (?:none|\[[^\]]+\]\([^)]+\)(?:, \[[^\]]+\]\([^)]+\))*)$/,
];

/** Each decision record whose first lines after the title lack its Date, Status or Supersedes line. */
export function findDecisionRecordsWithoutHeader(files: readonly TextFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!/^docs\/decisions\/[^/]+\.md$/.test(file.path)) continue;
    const opening = file.text
      .split('\n')
      .slice(1, 8)
      .filter((line) => line.trim() !== '');
    const missing = DECISION_HEADER.filter((pattern, index) => !pattern.test(opening[index] ?? ''));
    if (missing.length > 0) {
      found.push(
        `${file.path}: the title is followed by "Date: YYYY-MM-DD", "Status: Accepted" (or "Superseded by ` +
          `[record](record.md)") and "Supersedes: none" (or links to records), each a paragraph of its own`,
      );
    }
  }
  return found;
}

export function findDocumentationProblems(root: string = repoRoot): string[] {
  const files = trackedTextFiles(root);
  return [
    ...findMissingDocumentCitations(files),
    ...findBrokenMarkdownLinks(files, root),
    ...findBrokenDocReferences(files, root),
    ...findDecisionRecordsWithoutHeader(files),
  ];
}

if (import.meta.filename === process.argv[1]) {
  const problems = findDocumentationProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
