import { describe, expect, it } from 'vitest';
import { spreadsheetSafeText } from './spreadsheet-text';

describe('spreadsheet-safe text', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(spreadsheetSafeText(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['Box drill', '3 v 2', 'a=b', '', 'email@example.com'])
      expect(spreadsheetSafeText(text)).toBe(text);
  });
});
