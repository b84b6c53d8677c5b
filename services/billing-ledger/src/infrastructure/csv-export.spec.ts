import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-export.js';

describe('CSV export cells', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', ''])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\r\nlf",\r\n');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('prefixes text a spreadsheet would run as a formula with a quote, but writes numbers as they are', () => {
    expect(['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tx', '=HYPERLINK("http://x","y")'].map(csvCell)).toEqual([
      "'=SUM(A1:A9)",
      "'+1",
      "'-2+3",
      "'@cmd",
      "'\tx",
      `"'=HYPERLINK(""http://x"",""y"")"`,
    ]);
    expect(csvLine([-10, 0, 12.5, 7n])).toBe('-10,0,12.5,7\r\n');
  });

  it('prefixes a formula after a semicolon too (a spreadsheet splitting lines on semicolons starts a cell there)', () => {
    expect(csvCell('Promo;=1+1')).toBe("Promo;'=1+1");
    expect(csvCell('dup; =HYPERLINK("http://x")')).toBe(`"dup; '=HYPERLINK(""http://x"")"`);
    expect(csvCell('a;-1;+2;@x;b')).toBe("a;'-1;'+2;'@x;b");
    expect(csvCell('plain; text;')).toBe('plain; text;');
  });

  it('writes empty values as empty fields, booleans as words, objects as JSON text', () => {
    expect(csvLine([null, undefined, true, false, { type: 'CreditsGranted', reason: 'a, b' }])).toBe(
      ',,true,false,"{""type"":""CreditsGranted"",""reason"":""a, b""}"\r\n',
    );
  });
});
