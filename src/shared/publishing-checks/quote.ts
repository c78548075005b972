// Quoting the author's own words back in a message, cut short so the message stays readable.
const LONGEST = 60;

export function quote(words: string): string {
  const flat = words.replace(/\s+/g, " ").trim();
  if (flat.length <= LONGEST) return `“${flat}”`;
  const cut = flat.slice(0, LONGEST);
  const atSpace = cut.lastIndexOf(" ");
  return `“${(atSpace > LONGEST / 2 ? cut.slice(0, atSpace) : cut).replace(/[\s,;:.]+$/, "")}…”`;
}
