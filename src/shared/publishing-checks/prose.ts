// The readable prose of an article: the text of each paragraph and heading (wherever it sits:
// list items and block quotes hold paragraphs too), without code, images or addresses, plus a
// way back from a place in that text to the Markdown source so the editor can select the words.
import type { Heading, Nodes, Paragraph, Root } from "mdast";
import { contentSpan, spanOf, walk } from "./walk.ts";

export interface Span {
  start: number;
  end: number;
}

export interface ProseBlock {
  node: Paragraph | Heading;
  /** The words as a reader meets them; web and email addresses are blanked to spaces. */
  text: string;
  /** The source span for text[from, to): exact where the text maps 1:1, else the nodes it is in. */
  span(from: number, to: number): Span;
  /** As span, but a whole sentence: where it starts or ends a link or emphasis, with its markup
   * (`*commitment.*`, not `*commitment.`), so selecting it selects all of it. */
  sentenceSpan(from: number, to: number): Span;
}

/** A run of the block's text and where it came from; gaps (code, images, breaks) have no source. */
interface Segment {
  from: number;
  to: number;
  source: (Span & { exact: boolean }) | null;
  /** Where the inline markup this run opens starts (`*` or `[`), when the run starts it. */
  opens?: number;
  /** Where the inline markup this run closes ends, when the run ends it. */
  closes?: number;
}

// Addresses are not prose: they would count as long, hard words and trip the word checks.
// A trailing full stop or bracket belongs to the sentence, not the address. An e-mail address
// starts where a run of word characters starts: tried at every letter of a long run, the pattern
// went back over the rest of the run each time (60,000 characters of `_a` took 2.7 s).
const ADDRESS =
  /(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,;:!?'")\]’”]|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

export function proseBlocks(tree: Root, source: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  walk(tree, (node) => {
    if (node.type === "paragraph" || node.type === "heading") {
      blocks.push(blockOf(node, source));
    }
  });
  return blocks;
}

function blockOf(node: Paragraph | Heading, source: string): ProseBlock {
  const segments: Segment[] = [];
  let text = "";
  interface Edges {
    opens?: number | undefined;
    closes?: number | undefined;
  }
  const add = (value: string, from: Span | null, edges: Edges = {}) => {
    const exact = from !== null && source.slice(from.start, from.end) === value;
    segments.push({
      from: text.length,
      to: text.length + value.length,
      source: from && { ...from, exact },
      ...(edges.opens === undefined ? {} : { opens: edges.opens }),
      ...(edges.closes === undefined ? {} : { closes: edges.closes }),
    });
    text += value;
  };
  // `edges`: the outermost inline markup (emphasis, link) that this node is first or last in.
  const collect = (child: Nodes, edges: Edges) => {
    if (child.type === "text") add(child.value, spanOf(child), edges);
    else if ("children" in child) {
      const outer = spanOf(child);
      const inner = child.children as Nodes[];
      for (const [index, grandchild] of inner.entries()) {
        collect(grandchild, {
          opens: index === 0 ? (edges.opens ?? outer?.start) : undefined,
          closes: index === inner.length - 1 ? (edges.closes ?? outer?.end) : undefined,
        });
      }
    }
    // Code, images, breaks and raw HTML are not prose, but still keep the words either side apart.
    else add(" ", null);
  };
  for (const child of node.children) collect(child, {});
  const whole = contentSpan(node) ?? { start: 0, end: 0 };
  return {
    node,
    text: text.replace(ADDRESS, (address) => " ".repeat(address.length)),
    span: (from, to) => ({
      start: startOf(segments, from) ?? whole.start,
      end: endOf(segments, to) ?? whole.end,
    }),
    sentenceSpan: (from, to) => {
      const first = segments.find((s) => s.from === from && s.opens !== undefined);
      const last = segments.find((s) => s.to === to && s.closes !== undefined);
      return {
        start: first?.opens ?? startOf(segments, from) ?? whole.start,
        end: last?.closes ?? endOf(segments, to) ?? whole.end,
      };
    },
  };
}

function startOf(segments: Segment[], index: number): number | undefined {
  const inside = segments.find((s) => s.source && s.from <= index && index < s.to);
  if (inside?.source) {
    return inside.source.exact ? inside.source.start + index - inside.from : inside.source.start;
  }
  return segments.find((s) => s.source && s.from >= index)?.source?.start;
}

function endOf(segments: Segment[], index: number): number | undefined {
  const inside = segments.find((s) => s.source && s.from < index && index <= s.to);
  if (inside?.source) {
    return inside.source.exact ? inside.source.start + index - inside.from : inside.source.end;
  }
  return segments.findLast((s) => s.source && s.to <= index)?.source?.end;
}
