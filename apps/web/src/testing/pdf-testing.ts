import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { jsPDF } from 'jspdf';
import { extractTextItems } from 'unpdf';
import type { PdfFontFiles } from '../lib/files/pdf-font';

const require = createRequire(import.meta.url);

/** A DejaVu Sans face's real bytes, read from the installed package. */
export const pdfFontFile = (name: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf'): Buffer => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

let files: PdfFontFiles | undefined;

/** The font the PDFs embed, as loadPdfFont gives it in the browser (where it is fetched instead). */
export function pdfFontFiles(): PdfFontFiles {
  files ??= { normal: pdfFontFile('DejaVuSans.ttf').toString('base64'), bold: pdfFontFile('DejaVuSans-Bold.ttf').toString('base64') };
  return files;
}

/** The text a PDF reader finds, piece by piece in the order drawn, page after page; blank pieces left out. */
export async function pdfTexts(pdf: jsPDF | Blob): Promise<string[]> {
  const bytes = new Uint8Array(pdf instanceof Blob ? await pdf.arrayBuffer() : pdf.output('arraybuffer'));
  const { items } = await extractTextItems(bytes);
  return items.flat().map((item) => item.str).filter((text) => text.trim() !== '');
}
