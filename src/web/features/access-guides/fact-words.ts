// The guide's facts in words live beside the fields (shared/access-guides/fact-words.ts), so the
// server's large-print page and the copy for a business's own website say them as this site does.
export { type Fact, factSections, factValue } from "../../../shared/access-guides/fact-words.ts";
