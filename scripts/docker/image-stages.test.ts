import { describe, expect, it } from 'vitest';
import { dockerfileStages, imageDockerfile } from './image-stages.ts';

const SAMPLE = `ARG BASE=node:22
FROM node:22 AS build
RUN npm ci
FROM node:22 AS runtime
WORKDIR /app
FROM build AS a-build
RUN bundle a
FROM runtime AS a
COPY --from=a-build /out ./
FROM node:22 AS extras
RUN install extras
FROM build AS b-build
RUN bundle b
FROM runtime AS b
COPY --from=b-build /out ./
COPY --from=extras /x /x
`;

describe('imageDockerfile', () => {
  it("keeps the global ARGs and exactly the stages an image is built from, in the file's order", () => {
    expect(imageDockerfile('a', SAMPLE)).toBe(
      'ARG BASE=node:22\nFROM node:22 AS build\nRUN npm ci\nFROM node:22 AS runtime\nWORKDIR /app\n' +
        'FROM build AS a-build\nRUN bundle a\nFROM runtime AS a\nCOPY --from=a-build /out ./\n',
    );
    const b = imageDockerfile('b', SAMPLE);
    expect(b).toContain('RUN install extras');
    expect(b).toContain('RUN bundle b');
    expect(b).not.toContain('bundle a');
  });

  it('refuses a target the file does not have', () => {
    expect(() => imageDockerfile('c', SAMPLE)).toThrow(/no stage c/);
    expect(dockerfileStages(SAMPLE)).toEqual(['build', 'runtime', 'a-build', 'a', 'extras', 'b-build', 'b']);
  });

  it('finds the three service images in the repository Dockerfile, the bff last (the default target)', () => {
    const stages = dockerfileStages();
    expect(stages).toEqual(expect.arrayContaining(['bff', 'pdf-worker', 'mail-worker']));
    expect(stages.at(-1)).toBe('bff');
    expect(imageDockerfile('mail-worker')).not.toMatch(/qpdf|fonts-noto|npm run build -w web/);
    expect(imageDockerfile('pdf-worker')).toContain('fonts-noto-core');
    expect(imageDockerfile('bff')).not.toContain('fonts-noto');
  });

  it.each(['bff', 'pdf-worker'])(
    'compiles the qpdf fork server in a build stage of the %s, whose runtime carries only libqpdf',
    (image) => {
      const file = imageDockerfile(image);
      expect(file).toContain('RUN /src/scripts/build-qpdf-fork-server.sh /out/qpdf-fork-server');
      expect(file).toContain('COPY --from=qpdf-fork-server-build /out/qpdf-fork-server');
      const runtime = file.slice(file.indexOf('FROM runtime AS pdf-check-runtime'));
      expect(runtime).toContain('libqpdf29');
      expect(runtime).not.toMatch(/g\+\+|libqpdf-dev/);
    },
  );
});
