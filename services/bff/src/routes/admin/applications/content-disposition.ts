/**
 * A Content-Disposition header for a file name that came from an applicant: an ASCII fallback with
 * anything unsafe replaced (quotes, backslashes, control and non-ASCII characters, path parts) and
 * the full name in RFC 6266 / 5987 `filename*` form for browsers that read it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name =
    fileName
      .split(/[\\/]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      // A half of a surrogate pair (a stored name cut inside an emoji) would make
      // encodeURIComponent throw: it becomes the replacement character.
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      .trim() || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
