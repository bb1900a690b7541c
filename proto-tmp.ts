import { PDFDocument, StandardFonts, beginText, endText, setFontAndSize, setTextMatrix, showText, PDFName } from 'pdf-lib';
import { writeFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function make(rows: number, raw: boolean) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const name = page.node.newFontDictionary('F1', font.ref);
  for (let r = 0; r < rows; r++) {
    const x = 40 + (r % 5) * 100, y = 700 - Math.floor(r / 5) * 5;
    if (raw) page.pushOperators(beginText(), setFontAndSize(name, 8), setTextMatrix(1, 0, 0, 1, x, y), showText(font.encodeText(`x ${r} 1,234.56`)), endText());
    else page.drawText(`x ${r} 1,234.56`, { x, y, size: 8, font });
  }
  return doc.save();
}
async function run(bytes: Uint8Array) {
  const d = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true, useSystemFonts: false, isEvalSupported: false }).promise;
  const p = await d.getPage(1); const c = await p.getTextContent();
  await d.destroy(); return c.items.length;
}
for (const raw of [false, true]) for (const rows of [1, 400, 800]) {
  const b = await make(rows, raw);
  writeFileSync(`/tmp/stm/${raw ? 'raw' : 'q'}${rows}.pdf`, b);
  const n = await run(b); for (let i = 0; i < 3; i++) await run(b);
  const t = cpu(); const N = 10;
  for (let i = 0; i < N; i++) await run(b);
  console.log(raw ? 'raw' : 'q/Q', rows, n, ((cpu() - t) / N).toFixed(2), 'ms');
}
