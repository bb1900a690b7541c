import { type PDFDocument, PDFHexString, PDFName, PDFNull, type PDFRef } from 'pdf-lib';

export interface Bookmark {
  title: string;
  pageIndex: number;
}

/**
 * A flat outline (the bookmarks a PDF viewer shows in its side panel), each entry opening its page
 * at the top, and the viewer asked to show the panel. pdf-lib has no outline API: these are the
 * dictionaries of the PDF specification (ISO 32000-1, 12.3.3), with plain destinations only (no
 * action, so the package check sees nothing that could act).
 */
export function addBookmarks(doc: PDFDocument, bookmarks: Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const { context } = doc;
  const outlinesRef = context.nextRef();
  const refs: PDFRef[] = bookmarks.map(() => context.nextRef());
  bookmarks.forEach((bookmark, index) => {
    const page = doc.getPage(bookmark.pageIndex);
    const entry = context.obj({
      Title: PDFHexString.fromText(bookmark.title),
      Parent: outlinesRef,
      Dest: context.obj([page.ref, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull]),
    });
    if (index > 0) entry.set(PDFName.of('Prev'), refs[index - 1]!);
    if (index < refs.length - 1) entry.set(PDFName.of('Next'), refs[index + 1]!);
    context.assign(refs[index]!, entry);
  });
  context.assign(
    outlinesRef,
    context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
