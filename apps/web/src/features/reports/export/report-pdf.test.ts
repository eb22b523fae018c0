import { pdfFontFiles, pdfTexts } from '../../../testing/pdf-testing';
import type { ReportDocument } from './report-document';
import { buildReportPdf } from './report-pdf';

const report: ReportDocument = {
  title: 'Reports & Analytics',
  period: 'Nov 18, 2026 – Nov 24, 2026',
  fileName: 'reports-2026-11-18-to-2026-11-24',
  tables: [
    {
      title: 'Employee Performance',
      columns: ['Employee', 'Appointments', 'Revenue'],
      rows: [
        ['Łucja Wróblewska', 42, 3150],
        ['Анна Петрова', 7, null],
      ],
    },
    { title: 'Top Services', columns: ['Service', 'Revenue'], rows: [] },
  ],
};

describe('report PDF', () => {
  it('holds the title, the period, then each table under its title, names from any alphabet as written', async () => {
    expect(await pdfTexts(buildReportPdf(report, pdfFontFiles()))).toEqual([
      'Reports & Analytics',
      'Nov 18, 2026 – Nov 24, 2026',
      'Employee Performance',
      'Employee',
      'Appointments',
      'Revenue',
      'Łucja Wróblewska',
      '42',
      '3150',
      'Анна Петрова',
      '7',
      'Top Services',
      'Service',
      'Revenue',
      'No data available',
    ]);
  });

  it('stays small: the embedded letters are compressed (about 300 KB uncompressed)', () => {
    expect(buildReportPdf(report, pdfFontFiles()).output('arraybuffer').byteLength).toBeLessThan(150_000);
  });
});
