/**
 * What of the repository's one Dockerfile goes into one image: the global `ARG`s, the target
 * stage, and every stage it is built `FROM` or copies `--from`, transitively. The deployment tests
 * read each image's part this way (a worker image must not be judged by the bff's qpdf, nor the
 * bff by the pdf-worker's fonts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DOCKERFILE = resolve(import.meta.dirname, '../../Dockerfile');

interface Stage {
  name: string;
  text: string;
  dependsOn: string[];
}

function stagesOf(dockerfile: string): { preamble: string; stages: Stage[] } {
  // Instructions only: a comment above a stage would otherwise count as part of the one before.
  const instructions = dockerfile.replace(/^\s*#.*\n/gm, '');
  const parts = instructions.split(/^(?=FROM\s)/m);
  const preamble = parts[0]?.startsWith('FROM') ? '' : (parts.shift() ?? '');
  const stages = parts.map((text, index) => {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(text);
    const copies = [...text.matchAll(/--from=(\S+)/g)].map((match) => match[1] as string);
    return { name: from?.[2] ?? String(index), text, dependsOn: [from?.[1] ?? '', ...copies] };
  });
  return { preamble, stages };
}

/** The instructions that build `target` (no comments): global ARGs first, then its stages in file order. */
export function imageDockerfile(target: string, dockerfile = readFileSync(DOCKERFILE, 'utf8')): string {
  const { preamble, stages } = stagesOf(dockerfile);
  const byName = new Map(stages.map((stage) => [stage.name, stage]));
  if (!byName.has(target)) throw new Error(`the Dockerfile has no stage ${target}`);
  const needed = new Set<string>();
  const visit = (name: string) => {
    const stage = byName.get(name);
    if (!stage || needed.has(name)) return;
    needed.add(name);
    for (const dependency of stage.dependsOn) visit(dependency);
  };
  visit(target);
  return (
    preamble +
    stages
      .filter((stage) => needed.has(stage.name))
      .map((stage) => stage.text)
      .join('')
  );
}

/** The names of the stages a plain `docker build` can target, in file order. */
export function dockerfileStages(dockerfile = readFileSync(DOCKERFILE, 'utf8')): string[] {
  return stagesOf(dockerfile).stages.map((stage) => stage.name);
}
