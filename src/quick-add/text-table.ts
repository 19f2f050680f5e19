/**
 * A table written as text in a tagged template: a header line naming the columns, then one row a line,
 * cells split by `|` and trimmed. Blank lines and lines starting with `//` are skipped. A row with another
 * number of cells than the header throws. Cells are returned as written: the caller gives them meaning.
 */
export function textTable(strings: TemplateStringsArray): Array<Record<string, string>> {
  const lines = strings.raw
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
  const [header = '', ...rows] = lines;
  const columns = header.split('|').map((name) => name.trim());
  return rows.map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== columns.length) {
      throw new Error(`text table: "${line}" has ${cells.length} cells, the header ${columns.length}`);
    }
    return Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']));
  });
}
