import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    ['plain fields', 'a,b,c', [['a', 'b', 'c']]],
    [
      'LF records, final line break ignored',
      'a,b\nc,d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF records',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['lone CR ends a record', 'a\rb', [['a'], ['b']]],
    ['quoted comma', '"a,b",c', [['a,b', 'c']]],
    ['doubled quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['line break inside quotes', '"one\ntwo",3', [['one\ntwo', '3']]],
    ['CRLF inside quotes is kept', '"one\r\ntwo"', [['one\r\ntwo']]],
    ['empty fields', ',,', [['', '', '']]],
    ['empty quoted field', '"",x', [['', 'x']]],
    ['trailing empty field', 'a,', [['a', '']]],
    ['blank line is a row with one empty field', 'a\n\nb', [['a'], [''], ['b']]],
    ['byte-order mark dropped', '\uFEFF"h",i', [['h', 'i']]],
    ['quote inside an unquoted field is literal', 'ab"c,d', [['ab"c', 'd']]],
    ['empty input', '', []],
    ['unicode', '▫Pass,☑', [['▫Pass', '☑']]],
  ])('%s', (_name, input, rows) => {
    expect(parseCsv(input)).toEqual(rows);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCsv('"open,field\nmore')).toThrow(CsvError);
  });
});
