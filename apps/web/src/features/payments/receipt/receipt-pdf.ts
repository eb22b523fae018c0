import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { Receipt } from '@salon/contracts';
import { PDF_FONT, embedPdfFont, loadPdfFont, type PdfFontFiles } from '../../../lib/files/pdf-font';
import { formatMoney } from '../../../lib/format/format-money';
import { generatedLine, receiptFacts, receiptTotals, serviceRows } from './receipt-lines';

/** "receipt-R-000123.pdf": the name the download is saved under. */
export const receiptFileName = (receipt: Pick<Receipt, 'receipt_id'>) => `receipt-${receipt.receipt_id}.pdf`;

const MARGIN = 14;
type WithLastTable = jsPDF & { lastAutoTable?: { finalY?: number } };

/** Where the next block starts: below the last table drawn. */
const below = (doc: jsPDF, fallback: number) => ((doc as WithLastTable).lastAutoTable?.finalY ?? fallback) + 8;

/**
 * The receipt as an A4 PDF, built in the browser from the same lines the screen shows:
 * the salon's heading, the client and payment, the services with prices, then the totals.
 * Written in DejaVu Sans, so every client's and service's name prints as typed.
 */
export function buildReceiptPdf(receipt: Receipt, font: PdfFontFiles): jsPDF {
  // Compressed: the embedded font's letters are most of the file (about 300 KB a page otherwise, 100 KB so).
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  embedPdfFont(doc, font);
  let y = 20;
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(16);
  doc.text(receipt.salon.name, MARGIN, y);
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(10);
  for (const line of [...receipt.salon.address_lines, receipt.salon.phone, receipt.salon.email]) {
    if (!line) continue;
    y += 5;
    doc.text(line, MARGIN, y);
  }
  y += 10;
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(13);
  doc.text(`Receipt ${receipt.receipt_id}`, MARGIN, y);
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(10);

  autoTable(doc, {
    startY: y + 4,
    theme: 'plain',
    styles: { font: PDF_FONT, fontSize: 10, cellPadding: 1 },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 45 } },
    body: receiptFacts(receipt).map(({ label, value }) => [label, value]),
  });
  autoTable(doc, {
    startY: below(doc, y),
    head: [['Service', 'Price']],
    body: serviceRows(receipt).map((row) => [row.name, row.price === null ? '' : formatMoney(row.price)]),
    styles: { font: PDF_FONT },
    columnStyles: { 1: { halign: 'right' } },
    headStyles: { fontStyle: 'bold', fillColor: [60, 60, 60] },
  });
  autoTable(doc, {
    startY: below(doc, y),
    theme: 'plain',
    margin: { left: 110 },
    styles: { font: PDF_FONT, fontSize: 10, cellPadding: 1 },
    columnStyles: { 1: { halign: 'right' } },
    body: receiptTotals(receipt).map(({ label, value, strong }) => [
      { content: label, styles: { fontStyle: strong ? 'bold' : 'normal' } },
      { content: value, styles: { fontStyle: strong ? 'bold' : 'normal' } },
    ]),
  });
  let footY = below(doc, y);
  if (receipt.notes) {
    const lines = doc.splitTextToSize(`Notes: ${receipt.notes}`, 180) as string[];
    doc.text(lines, MARGIN, footY);
    footY += lines.length * 5 + 3;
  }
  doc.setFontSize(8);
  doc.setTextColor(110);
  doc.text(generatedLine(receipt), MARGIN, footY);
  return doc;
}

/** Loads the font (the first time), builds the receipt and hands it to the browser as receipt-R-000123.pdf. */
export async function downloadReceiptPdf(receipt: Receipt): Promise<void> {
  buildReceiptPdf(receipt, await loadPdfFont()).save(receiptFileName(receipt));
}
