/**
 * Makes s3rver 3.7.1 (the S3 server of the local stack: `make dev` and the tests; production runs
 * a real S3) safe under concurrent requests on one key prefix. Unpatched:
 * - it removed a folder once its last object was deleted, so a PUT under the same prefix that had
 *   just made that folder opened its file in a folder gone; the open's error, emitted on a write
 *   stream with no listener, ended the whole server, and every later upload and listing failed;
 * - two deletes in one folder (a multi-object delete runs them at once) raced in that clean-up,
 *   and a listing walking the folder met a file gone: 500s for work that had been done;
 * - a listing during a PUT read the object's metadata file half-written: a 500;
 * - a PUT was answered once its bytes were handed to the file, not once they were written.
 * The patch keeps empty folders (harmless: objects are files, and a listing yields files only),
 * fails the request instead of the process when the file cannot be written, answers a PUT once its
 * file is written, writes metadata whole before it can be read, and lets a listing skip an entry
 * deleted while it walked. Idempotent; fails loudly if s3rver changed.
 */
import { join } from 'node:path';
import { applySourcePatch } from './source-patch.ts';

const root = join(import.meta.dirname, '../node_modules/s3rver/lib');
const MARK = '/* funding: concurrency-safe store */';

export const S3RVER_FILES = { store: join(root, 'stores/filesystem.js'), utils: join(root, 'utils.js') };
export { MARK as S3RVER_PATCH_MARK };

export function patchS3rver(): void {
  applySourcePatch({
    script: 'scripts/patch-s3rver.ts',
    files: [S3RVER_FILES.store],
    mark: MARK,
    replacements: [
      [
        '      const writeStream = fs.createWriteStream(objectPath);\n',
        `      ${MARK} const writeStream = fs.createWriteStream(objectPath).on('error', reject);\n`,
      ],
      // A listing reads the metadata of every object it yields: written whole, then renamed into place.
      [
        '    if (md5) await fs.writeFile(md5Path, md5);\n    await fs.writeFile(metadataPath, JSON.stringify(json, null, 2));\n',
        '    const whole = async (file, text) => {\n' +
          "      const part = file + '.' + process.pid + '.' + Math.random().toString(36).slice(2) + '.part';\n" +
          '      await fs.writeFile(part, text);\n' +
          '      await fs.rename(part, file);\n' +
          '    };\n' +
          '    if (md5) await whole(md5Path, md5);\n    await whole(metadataPath, JSON.stringify(json, null, 2));\n',
      ],
      // The answer waits until the file is written (it came when the last byte was handed over).
      [
        "        writeStream.end(object.content);\n        md5Context.update(object.content);\n        resolve([object.content.length, md5Context.digest('hex')]);\n",
        "        md5Context.update(object.content);\n        const md5 = md5Context.digest('hex');\n        writeStream.end(object.content, (error) => error ? reject(error) : resolve([object.content.length, md5]));\n",
      ],
      [
        "          .on('finish', () => resolve([totalLength, md5Context.digest('hex')]))\n          .pipe(writeStream);\n",
        "          .pipe(writeStream)\n          .on('finish', () => resolve([totalLength, md5Context.digest('hex')]));\n",
      ],
      [
        '    // clean up empty directories\n',
        `    return; ${MARK} // empty folders are kept: a PUT under the same prefix may be about to open a file in one\n`,
      ],
    ],
  });
  applySourcePatch({
    script: 'scripts/patch-s3rver.ts',
    files: [S3RVER_FILES.utils],
    mark: MARK,
    replacements: [
      [
        '    const stats = fs.statSync(filePath);\n',
        `    ${MARK} const stats = fs.statSync(filePath, { throwIfNoEntry: false });\n    if (!stats) continue;\n`,
      ],
    ],
  });
}

// `make install` runs this file after `npm ci`.
if (import.meta.url === `file://${process.argv[1]}`) patchS3rver();
