import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import {
  type ActiveContentFinding,
  findActiveContent,
  type QpdfJson,
  type QpdfValue,
} from '../../pdf-check/active-content.ts';

/**
 * A second opinion on a PDF from a reader unlike qpdf: pdf-lib reads a file front to back, keeps the
 * last definition of each object whatever the cross-reference table says, skips what it cannot parse
 * and unpacks object streams (the pdf-worker reads uploads with it). Its objects go through the same
 * judgement as qpdf's. A file that passed the check must leave nothing for this reader to find either.
 */
export async function findActiveContentLeniently(bytes: Uint8Array): Promise<ActiveContentFinding | null> {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    throwOnInvalidObject: false,
    updateMetadata: false,
  });
  const objects: QpdfJson['qpdf'][1] = {};
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    const key = `obj:${ref.objectNumber} ${ref.generationNumber} R`;
    objects[key] =
      object instanceof PDFStream
        ? { stream: { dict: asQpdfValue(object.dict) } }
        : { value: asQpdfValue(object) };
  }
  const { Root, Info, Encrypt, ID } = document.context.trailerInfo;
  objects.trailer = {
    value: {
      '/Root': asQpdfValue(Root),
      '/Info': asQpdfValue(Info),
      '/Encrypt': asQpdfValue(Encrypt),
      '/ID': asQpdfValue(ID),
    },
  };
  return findActiveContent({ qpdf: [{}, objects] });
}

/** pdf-lib's object in qpdf's JSON form: names `/Decoded`, strings `u:`, references `N G R`. */
function asQpdfValue(object: PDFObject | undefined): QpdfValue {
  if (object instanceof PDFName) return `/${object.decodeText()}`;
  if (object instanceof PDFString || object instanceof PDFHexString) return `u:${object.decodeText()}`;
  if (object instanceof PDFNumber) return object.asNumber();
  if (object instanceof PDFBool) return object.asBoolean();
  if (object instanceof PDFRef) return `${object.objectNumber} ${object.generationNumber} R`;
  if (object instanceof PDFArray) return object.asArray().map(asQpdfValue);
  if (object instanceof PDFDict) {
    const dictionary: Record<string, QpdfValue> = {};
    for (const [key, value] of object.entries()) dictionary[`/${key.decodeText()}`] = asQpdfValue(value);
    return dictionary;
  }
  if (object instanceof PDFStream) return asQpdfValue(object.dict);
  // PDFNull, a missing entry, or an object pdf-lib could not parse.
  return null;
}
