import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findBrokenDocReferences,
  findBrokenMarkdownLinks,
  findDecisionRecordsWithoutHeader,
  findDocumentationProblems,
  findMissingDocumentCitations,
  headingSlug,
  markdownAnchors,
  type TextFile,
} from './docs.ts';

describe('findMissingDocumentCitations', () => {
  it('finds the specification and the design notes cited by name or section, and the folder they lived in', () => {
    const files: TextFile[] = [
      { path: 'web/a.ts', text: '// ok\n// The toast (spec section 8): one at a time.' },
      { path: 'web/b.ts', text: '// Fields of spec sections 3 and 5.' },
      { path: 'docs/c.md', text: 'See SPEC.md for the messages.' },
      { path: 'services/d.ts', text: '// Every error body (DESIGN, "Contracts").' },
      { path: 'README.md', text: 'Read [the notes](../shared/notes.md).' },
    ];
    expect(findMissingDocumentCitations(files)).toEqual([
      'web/a.ts:2: cites a numbered section of the specification: // The toast (spec section 8): one at a time.',
      'web/b.ts:1: cites a numbered section of the specification: // Fields of spec sections 3 and 5.',
      'docs/c.md:1: cites the specification, which is not in the repository: See SPEC.md for the messages.',
      'services/d.ts:1: cites the design notes, which are not in the repository: // Every error body (DESIGN, "Contracts").',
      'README.md:1: points outside the repository: Read [the notes](../shared/notes.md).',
    ]);
  });

  it('leaves the words alone where they name no document', () => {
    const files: TextFile[] = [
      { path: 'web/e2e/admin.spec.ts', text: "test('shows the spec's message', () => {});" },
      {
        path: 'k8s/a.test.ts',
        text: 'expect(spec.selector).toBeTypeOf("object"); // the design of the page',
      },
      { path: 'scripts/b.ts', text: 'const FILE_SPEC = resolve(specifier); // ./shared/x is ours' },
    ];
    expect(findMissingDocumentCitations(files)).toEqual([]);
  });
});

describe('headingSlug and markdownAnchors', () => {
  it('make the anchors GitHub makes', () => {
    expect(headingSlug('Where it deliberately differs from the usual form')).toBe(
      'where-it-deliberately-differs-from-the-usual-form',
    );
    expect(headingSlug('Issue 15: every goal, before and after')).toBe(
      'issue-15-every-goal-before-and-after',
    );
    expect(headingSlug('The `pdf` check, *measured*')).toBe('the-pdf-check-measured');
    expect(headingSlug('Cost (make bench, section render)')).toBe('cost-make-bench-section-render');
    expect(headingSlug('Rotate the session secret (JWT_SECRET)')).toBe(
      'rotate-the-session-secret-jwt_secret',
    );
    expect(headingSlug('See [the README](../README.md) first')).toBe('see-the-readme-first');
  });

  it('numbers repeated headings and skips those in fenced code', () => {
    const markdown = [
      '# Notes',
      '## Tests',
      '```sh',
      '# not a heading',
      '```',
      '## Tests',
      '<a id="kept"></a>',
    ].join('\n');
    expect([...markdownAnchors(markdown)]).toEqual(['notes', 'tests', 'tests-1', 'kept']);
  });
});

describe('links and references into the documentation', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: TextFile[] = [];
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    files.push({ path, text });
  };
  const docsFolder = 'docs';

  write(`${docsFolder}/product.md`, '# The product\n\n## The screens\n\n## Rules in brief\n');
  write(`${docsFolder}/images/screen.png`, 'png');
  write(
    `${docsFolder}/architecture.md`,
    [
      '# Architecture',
      '',
      '## Contracts',
      '',
      'What it does: [product](product.md), its [screens](product.md#the-screens), [below](#contracts),',
      '[decisions](decisions/), ![a screen](images/screen.png "The form"), [a site](https://example.com/x.md),',
      '[mail](mailto:team@example.com) and [the readme](../README.md#funding).',
      '',
      'Broken: [gone](gone.md), [no heading](product.md#the-pricing), [here](#nowhere),',
      '[outside](../../elsewhere/notes.md) and a definition:',
      '',
      '[reference]: ./missing.md',
      '',
      'Not links: `[code](nowhere.md)` and',
      '```md',
      '[fenced](nowhere.md)',
      '```',
    ].join('\n'),
  );
  write(`${docsFolder}/decisions/one.md`, '# One\n');
  write('README.md', '# Funding\n\nSee [the product](docs/product.md#rules-in-brief).\n');
  write(
    'web/src/a.ts',
    [
      `// Constants (${docsFolder}/product.md#rules-in-brief), screens (${docsFolder}/product.md).`,
      `// Gone: ${docsFolder}/product.md#pricing and ${docsFolder}/old.md; web/${docsFolder}/x.md is not ours.`,
    ].join('\n'),
  );

  it('finds each relative Markdown link that leads to no file or no heading', () => {
    expect(findBrokenMarkdownLinks(files, root)).toEqual([
      'docs/architecture.md:9: gone.md (no such file)',
      'docs/architecture.md:9: product.md#the-pricing (no heading #the-pricing)',
      'docs/architecture.md:9: #nowhere (no heading #nowhere)',
      'docs/architecture.md:10: ../../elsewhere/notes.md (leads outside the repository)',
      'docs/architecture.md:12: ./missing.md (no such file)',
    ]);
  });

  it('finds each reference to a documentation page or heading that does not exist', () => {
    expect(findBrokenDocReferences(files, root)).toEqual([
      'web/src/a.ts:2: docs/product.md#pricing (no heading #pricing)',
      'web/src/a.ts:2: docs/old.md (no such file)',
    ]);
  });
});

describe('findDecisionRecordsWithoutHeader', () => {
  const record = (header: string) => `# A choice\n\n${header}\n\nWhy we chose it.\n`;

  it('accepts a record that opens with its date, status and what it supersedes', () => {
    const files: TextFile[] = [
      {
        path: 'docs/decisions/a.md',
        text: record('Date: 2026-11-21\n\nStatus: Accepted\n\nSupersedes: none'),
      },
      {
        path: 'docs/decisions/b.md',
        text: record(
          'Date: 2026-11-22\n\nStatus: Superseded by [c](c.md)\n\nSupersedes: [a](a.md), [z](z.md)',
        ),
      },
      { path: 'docs/product.md', text: '# Not a decision\n' },
    ];
    expect(findDecisionRecordsWithoutHeader(files)).toEqual([]);
  });

  it('refuses a record without them, with a status of its own making, or with them out of place', () => {
    const paths = (headers: string[]) =>
      findDecisionRecordsWithoutHeader(
        headers.map((header, index) => ({ path: `docs/decisions/${index}.md`, text: record(header) })),
      ).map((problem) => problem.split(':')[0]);
    expect(
      paths([
        'Issue 5. Choices someone will question.',
        'Date: 2026-11-21\n\nStatus: Proposed\n\nSupersedes: none',
        'Date: 21 November\n\nStatus: Accepted\n\nSupersedes: none',
        'Status: Accepted\n\nDate: 2026-11-21\n\nSupersedes: none',
        'Date: 2026-11-21\n\nStatus: Accepted',
      ]),
    ).toEqual([0, 1, 2, 3, 4].map((index) => `docs/decisions/${index}.md`));
  });
});

describe('the repository', () => {
  it('cites nothing it does not hold, its links and references lead somewhere, its decisions are dated', () => {
    expect(findDocumentationProblems()).toEqual([]);
  });
});
