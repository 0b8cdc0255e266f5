import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, readCsvCell, writeCsv } from './spreadsheet-csv.ts';

describe('CSV for spreadsheets', () => {
  it("prefixes every cell a spreadsheet would read as a formula with a quote (OWASP's characters)", () => {
    for (const cell of ['=1+1', '+45 12 34 56 78', '-20 %', '@SUM(A1)', '\t=1', '\r=1', "'=1", "''+1"])
      expect(neutraliseCsvCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    for (const cell of ['Trøje', '', "'s-Hertogenbosch", ' =1', '1-2', 'a=b'])
      expect(neutraliseCsvCell(cell), JSON.stringify(cell)).toBe(cell);
  });

  it('reads back exactly what it wrote, whatever the cell', () => {
    for (const cell of ['=1+1', '-20 %', "'=1", "''-x", "'s-Hertogenbosch", 'Trøje', '', "'", '@'])
      expect(readCsvCell(neutraliseCsvCell(cell)), JSON.stringify(cell)).toBe(cell);
  });

  it('writes rows with every cell neutralised and quoted where CSV needs it', () => {
    const text = writeCsv([
      ['name', 'message'],
      ['=HYPERLINK("https://evil.example","Klik")', 'line one\nline two'],
    ]);
    expect(parse(text)).toEqual([
      ['name', 'message'],
      ['\'=HYPERLINK("https://evil.example","Klik")', 'line one\nline two'],
    ]);
  });
});
