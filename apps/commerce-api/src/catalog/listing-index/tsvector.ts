/**
 * Reads PostgreSQL's text form of a `tsvector` (`'away':2 'shirt':1,5`) back into its lexemes and
 * positions, in the order PostgreSQL stores them (sorted by bytes), which `ts_rank` depends on.
 */

/** One lexeme of a tsvector and its word positions (empty when it was stored without any). */
export interface TsVectorEntry {
  lexeme: string;
  positions: number[];
}

/**
 * Parses the output of `tsvector::text`. Lexemes are single-quoted with `'` and `\` doubled;
 * positions follow a colon, comma-separated, each optionally suffixed with a weight letter
 * (A, B or C; D is not printed), which is dropped: the catalogue never sets weights.
 */
export function parseTsVector(text: string): TsVectorEntry[] {
  const entries: TsVectorEntry[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] === ' ') {
      index++;
      continue;
    }
    if (text[index] !== "'") throw new Error(`Not a tsvector at ${index}: ${text}`);
    index++;
    let lexeme = '';
    for (;;) {
      const char = text[index];
      if (char === undefined) throw new Error(`Unterminated lexeme in tsvector: ${text}`);
      if ((char === "'" || char === '\\') && text[index + 1] === char) {
        lexeme += char;
        index += 2;
      } else if (char === "'") {
        index++;
        break;
      } else {
        lexeme += char;
        index++;
      }
    }
    const positions: number[] = [];
    if (text[index] === ':') {
      index++;
      const end = text.indexOf(' ', index);
      const list = text.slice(index, end === -1 ? text.length : end);
      for (const position of list.split(',')) positions.push(Number.parseInt(position, 10));
      index = end === -1 ? text.length : end;
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}
