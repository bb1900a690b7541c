/**
 * Writes the raster icons a public site is expected to have from web/public/favicon.svg, drawn by
 * the system Chromium: favicon.ico (16, 32 and 48 px PNGs in an ICO container, for clients that
 * ask for /favicon.ico without reading the page) and apple-touch-icon.png (180 px, opaque, for a
 * phone's home screen); and from web/public/logo.svg, logo-email.png (the logo on top of every e-mail,
 * at twice its drawn size for sharp screens: mail clients show no SVG). Run after changing an SVG:
 * `node --import tsx scripts/web/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = resolve(import.meta.dirname, '../../web/public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const logoSvg = readFileSync(join(publicDir, 'logo.svg'), 'utf8');

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista's format). */
export function icoOfPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const render = async (size: number, html: string) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<body style="margin:0">${html}</body>`);
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };
    const icon = (size: number) => svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    const sizes = [16, 32, 48];
    const pngs = [];
    for (const size of sizes) pngs.push({ size, png: await render(size, icon(size)) });
    writeFileSync(join(publicDir, 'favicon.ico'), icoOfPngs(pngs));
    // A home-screen icon is drawn square and opaque; the phone rounds the corners itself.
    const square = icon(180).replace(/ rx="\d+"/, '');
    writeFileSync(join(publicDir, 'apple-touch-icon.png'), await render(180, square));
    // The e-mail draws it 40 px high (BusinessEmail.tsx); the logo's view box is 236 by 48.
    const logo = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 236, height: 48 } });
    await logo.setContent(
      `<body style="margin:0">${logoSvg.replace('<svg ', '<svg width="236" height="48" ')}</body>`,
    );
    writeFileSync(
      join(publicDir, 'logo-email.png'),
      await logo.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 236, height: 48 } }),
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.filename === process.argv[1]) await main();
