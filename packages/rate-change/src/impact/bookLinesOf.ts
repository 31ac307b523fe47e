/** Line breaks as node:readline reads them (crlfDelay Infinity): \n, \r\n, or a \r alone. */
const LINE_BREAK = /\r?\n|\r(?!\n)/;

/**
 * The lines of a piece of a book that holds whole lines, split exactly as node:readline splits
 * a stream (`\n`, `\r\n` or a lone `\r`; the text after the last break is a line when not
 * empty), so that line numbers and texts are those the command has always reported. Runs on
 * the pricing threads, which receive the book's bytes rather than one string per line.
 *
 * @example
 * bookLinesOf('{"a":1}\r\n\n{"b":2}\n'); // ['{"a":1}', "", '{"b":2}']
 */
export function bookLinesOf(text: string): string[] {
  const pieces = text.split(LINE_BREAK);
  if (pieces[pieces.length - 1] === "") pieces.pop();
  return pieces;
}
