import { accessSync, constants, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageDockerfile } from '../../../../../scripts/docker/image-stages.ts';
import { FONT_FACES, FONT_FILE_PATHS } from './font-files.ts';

const repoFile = (path: string) => readFileSync(new URL(`../../../../../${path}`, import.meta.url), 'utf8');

/** The files the pdf-worker sets PDFs in are the same on a developer's machine and in its image. */
describe('font files', () => {
  it('are installed here, where the render looks for them', () => {
    for (const path of FONT_FILE_PATHS) expect(() => accessSync(path, constants.R_OK), path).not.toThrow();
  });

  it('are copied into the pdf-worker image to the same paths', () => {
    const dockerfile = imageDockerfile('pdf-worker').replace(/\\\n\s*/g, ' ');
    const copies = dockerfile.split('\n').filter((line) => line.startsWith('COPY --from=fonts '));
    for (const path of FONT_FILE_PATHS) {
      const directory = path.slice(0, path.lastIndexOf('/') + 1);
      const copy = copies.find((line) => line.split(/\s+/).includes(path));
      expect(copy, `${path} in a COPY --from=fonts`).toBeDefined();
      expect(copy!.trim().split(/\s+/).at(-1), path).toBe(directory);
    }
  });

  it('come from Debian packages that the image and scripts/install-system-deps.sh both install', () => {
    const dockerfile = imageDockerfile('pdf-worker');
    const installer = repoFile('scripts/install-system-deps.sh');
    for (const { debianPackage } of Object.values(FONT_FACES)) {
      expect(dockerfile).toMatch(new RegExp(`apt-get install[^\\n]*\\b${debianPackage}\\b`));
      expect(installer).toContain(`missing+=(${debianPackage})`);
    }
  });
});
