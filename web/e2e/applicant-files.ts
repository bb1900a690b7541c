// Small but genuine documents for upload tests: a PDF a reader can open (with a correct xref table),
// and 1x1 PNG and JPEG images a decoder accepts.

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function onePagePdf(text: string, catalogExtra = ''): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// A baseline 1x1 grey JPEG.
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAx' +
  'NDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF' +
  'BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW' +
  'V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi' +
  '4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APn+iiiv/9k=';

export function statementPdf(name: string): UploadFile {
  return { name, mimeType: 'application/pdf', buffer: onePagePdf(`Bank statement ${name}`) };
}

/** A readable statement that runs a script when opened: the check refuses it for what it does. */
export function statementPdfWithJavaScript(name: string): UploadFile {
  const script = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ';
  return { name, mimeType: 'application/pdf', buffer: onePagePdf(`Bank statement ${name}`, script) };
}

export function photoPng(name: string): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') };
}

export function photoJpeg(name: string): UploadFile {
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_1X1, 'base64') };
}
