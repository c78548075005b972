/** Escapes LIKE's wildcards so a visitor's '%' or '_' matches itself (backslash is the default). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
