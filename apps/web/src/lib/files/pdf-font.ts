import type { jsPDF } from 'jspdf';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import normalUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/**
 * The font the PDFs are written in. jsPDF's own Helvetica knows only Latin-1, so "Łucja" or
 * "Анна" would print as garbage; DejaVu Sans covers Latin, Greek, Cyrillic and common symbols.
 */
export const PDF_FONT = 'DejaVuSans';

/** DejaVu Sans's two faces, each a TTF file in base64, as jsPDF's virtual file system keeps fonts. */
export type PdfFontFiles = { normal: string; bold: string };

let loading: Promise<PdfFontFiles> | undefined;

/**
 * Fetches the two faces (about 1.4 MB together) the first time a PDF is made, not with the page,
 * and keeps them for the next export. A failed fetch is forgotten, so the next click tries again.
 */
export function loadPdfFont(): Promise<PdfFontFiles> {
  if (!loading) {
    loading = Promise.all([fetchBase64(normalUrl), fetchBase64(boldUrl)]).then(([normal, bold]) => ({ normal, bold }));
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Registers DejaVu Sans (normal and bold) with the document and writes in it from here on. */
export function embedPdfFont(doc: jsPDF, files: PdfFontFiles): void {
  doc.addFileToVFS('DejaVuSans.ttf', files.normal);
  doc.addFont('DejaVuSans.ttf', PDF_FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', files.bold);
  doc.addFont('DejaVuSans-Bold.ttf', PDF_FONT, 'bold');
  doc.setFont(PDF_FONT, 'normal');
}

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status}).`);
  return base64(new Uint8Array(await response.arrayBuffer()));
}

/** Base64 of the bytes; in slices, since spreading 700 KB into one call would overflow the stack. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
