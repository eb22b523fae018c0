import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { PDF_FONT, embedPdfFont, loadPdfFont, type PdfFontFiles } from '../../../lib/files/pdf-font';
import type { ReportCell, ReportDocument } from './report-document';

const MARGIN = 14;
type WithLastTable = jsPDF & { lastAutoTable?: { finalY?: number } };

const cellText = (cell: ReportCell) => (cell === null ? '' : String(cell));

/**
 * The report as an A4 PDF built in the browser: title, period, then each table under its title.
 * Written in DejaVu Sans, so every employee's, client's and service's name prints as typed.
 */
export function buildReportPdf(document: ReportDocument, font: PdfFontFiles): jsPDF {
  // Compressed: the embedded font's letters are most of the file (about 300 KB a page otherwise, 100 KB so).
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  embedPdfFont(doc, font);
  doc.setFont(PDF_FONT, 'bold');
  doc.setFontSize(16);
  doc.text(document.title, MARGIN, 20);
  doc.setFont(PDF_FONT, 'normal');
  doc.setFontSize(10);
  doc.text(document.period, MARGIN, 27);
  let y = 36;
  for (const table of document.tables) {
    // A title at the foot of a page would be parted from its table.
    if (y > doc.internal.pageSize.getHeight() - 30) {
      doc.addPage();
      y = 20;
    }
    doc.setFont(PDF_FONT, 'bold');
    doc.setFontSize(12);
    doc.text(table.title, MARGIN, y);
    doc.setFont(PDF_FONT, 'normal');
    doc.setFontSize(10);
    autoTable(doc, {
      startY: y + 3,
      head: [table.columns],
      body: table.rows.length > 0 ? table.rows.map((row) => row.map(cellText)) : [['No data available']],
      headStyles: { fontStyle: 'bold', fillColor: [60, 60, 60] },
      styles: { font: PDF_FONT, fontSize: 9 },
      margin: { left: MARGIN, right: MARGIN },
    });
    y = ((doc as WithLastTable).lastAutoTable?.finalY ?? y) + 10;
  }
  return doc;
}

/** Loads the font (the first time) and builds the report's PDF as a file to save. */
export async function reportPdfBlob(document: ReportDocument): Promise<Blob> {
  return buildReportPdf(document, await loadPdfFont()).output('blob');
}
