import { reportCsv } from './report-csv';

describe('report CSV', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    const csv = reportCsv({
      title: 'Client Analytics',
      period: 'Nov 1, 2026 – Nov 30, 2026',
      fileName: 'clients',
      tables: [
        {
          title: 'Top Spending Clients',
          columns: ['Client', 'Total Spent'],
          rows: [['=1+2', 10], ['+SUM(A1)', -5.5], ['-2+3', 0], ['@cmd', null], ['\tTabbed', 1], ['\rReturned', 2], ['Ann, "Annie" Lee', 3]],
        },
      ],
    });
    expect(csv).toBe(
      [
        '\uFEFFClient Analytics',
        'Period,"Nov 1, 2026 – Nov 30, 2026"',
        '',
        'Top Spending Clients',
        'Client,Total Spent',
        "'=1+2,10",
        "'+SUM(A1),-5.5",
        "'-2+3,0",
        "'@cmd,",
        "'\tTabbed,1",
        `"'\rReturned",2`,
        '"Ann, ""Annie"" Lee",3',
        '',
      ].join('\n'),
    );
  });
});
