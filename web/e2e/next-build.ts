import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The next deploy's web build, made from web/dist: the same app with every hashed file under a new
 * name, as a build whose code changed would have (index.html, the chunks' imports of each other
 * and the CSS rewritten to match). A browser running web/dist then finds none of its lazily loaded
 * files in this build.
 */
export function writeNextBuild(distDir: string, outDir: string): { renamed: Map<string, string> } {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(distDir, outDir, { recursive: true });
  const assetsDir = join(outDir, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assetsDir)) {
    const next = name.replace(/\.(\w+)$/, 'N.$1');
    renameSync(join(assetsDir, name), join(assetsDir, next));
    renamed.set(name, next);
  }
  // Longest first, so no name is rewritten inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8');
    for (const name of names) text = text.replaceAll(name, renamed.get(name)!);
    writeFileSync(file, text);
  };
  rewrite(join(outDir, 'index.html'));
  for (const name of renamed.values()) if (/\.(js|css)$/.test(name)) rewrite(join(assetsDir, name));
  return { renamed };
}
