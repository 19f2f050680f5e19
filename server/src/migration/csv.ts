/** Thrown for text that is not valid CSV (an unterminated quoted field). */
export class CsvError extends Error {}

/**
 * Parses RFC 4180 CSV into rows of fields: quoted fields may hold commas, line breaks and doubled
 * quotes; CRLF and LF both end a record; a leading byte-order mark is dropped. A final line break
 * does not make an extra empty row; blank lines become rows with one empty field.
 */
export function parseCsv(text: string): string[][] {
  const s = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = (): void => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < s.length) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && s[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (ch === '\n' || ch === '\r') endRecord();
    else field += ch;
    i++;
  }
  if (quoted) throw new CsvError('unterminated quoted field');
  if (field !== '' || row.length) endRecord();
  return rows;
}
