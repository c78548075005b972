// Renders an article's Markdown as React elements: the one renderer for the public pages and the
// editor's preview. Nothing in the text can become HTML: raw HTML shows as the text
// it is, a link is followed only to http(s), mailto or this site, and an image shows only from
// this site's media library (shared/markdown/parse.ts).
import type { Definition, Nodes, Root } from "mdast";
import { type ReactNode, useMemo } from "react";
import { safeImage, safeLinkHref } from "../../shared/markdown/parse.ts";
import { type MarkdownTree, readMarkdown } from "../../shared/markdown/read.ts";
import { useServerMarkdownReader } from "../lib/markdown-trees.tsx";
import { MediaPicture } from "./media-picture.tsx";

const linkClass = "font-semibold underline underline-offset-4 hover:no-underline";
const HEADING_CLASS: Record<number, string> = {
  2: "mt-4 font-bold text-xl leading-tight sm:text-2xl",
  3: "mt-2 font-bold text-lg leading-tight sm:text-xl",
};
const MINOR_HEADING_CLASS = "mt-2 font-bold text-base leading-tight sm:text-lg";

/** The level of the heading the content sits under: the page's h1, a dialog's h2, a preview's. */
type TitleLevel = 1 | 2 | 3 | 4;

interface Context {
  titleLevel: TitleLevel;
  definitions: Map<string, Definition>;
}

function collectDefinitions(root: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === "definition" && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node);
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return definitions;
}

function renderChildren(node: Nodes, context: Context): ReactNode[] {
  if (!("children" in node)) return [];
  return node.children.map((child, index) => (
    // Markdown blocks have no identity beyond their place; the text is rendered whole each time.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <MarkdownNode key={index} node={child} context={context} />
  ));
}

function Link({ url, children }: { url: string; children: ReactNode }) {
  const href = safeLinkHref(url);
  return href ? (
    <a href={href} className={linkClass}>
      {children}
    </a>
  ) : (
    children
  );
}

// The article column is at most about 46rem wide; on a phone the image spans the screen.
const SIZES = "(min-width: 52rem) 46rem, 100vw";

/** A media-library image; anything else shows its alt text. */
function Image({ url, alt }: { url: string; alt: string }) {
  if (!safeImage(url)) return alt || null;
  return (
    <MediaPicture url={url} alt={alt} sizes={SIZES} className="h-auto max-w-full rounded-md" />
  );
}

function MarkdownNode({ node, context }: { node: Nodes; context: Context }): ReactNode {
  const children = () => renderChildren(node, context);
  switch (node.type) {
    case "root":
      return children();
    case "paragraph":
      // A paragraph wholly in italics is an aside (a disclaimer, a note), set in the muted colour.
      return node.children.length === 1 && node.children[0]?.type === "emphasis" ? (
        <p className="text-muted">{children()}</p>
      ) : (
        <p>{children()}</p>
      );
    case "heading": {
      // Headings in the body always sit below the title, whatever level the author chose.
      const level = Math.min(
        6,
        Math.max(node.depth - 1 + context.titleLevel, context.titleLevel + 1),
      );
      const Tag = `h${level}` as "h2";
      const depthUnderTitle = level - context.titleLevel + 1;
      return (
        <Tag className={HEADING_CLASS[depthUnderTitle] ?? MINOR_HEADING_CLASS}>{children()}</Tag>
      );
    }
    case "thematicBreak":
      return <hr className="my-2 border-line border-t-2" />;
    case "blockquote":
      return <blockquote className="border-line border-l-4 pl-4">{children()}</blockquote>;
    case "list":
      return node.ordered ? (
        <ol className="flex list-decimal flex-col gap-2 pl-6" start={node.start ?? undefined}>
          {children()}
        </ol>
      ) : (
        <ul className="flex list-disc flex-col gap-2 pl-6">{children()}</ul>
      );
    case "listItem":
      return <li className="[&>p+p]:mt-2">{children()}</li>;
    case "code":
      return (
        <pre className="overflow-x-auto rounded border-2 border-line bg-surface p-3">
          <code>{node.value}</code>
        </pre>
      );
    case "inlineCode":
      return <code>{node.value}</code>;
    case "emphasis":
      return <em>{children()}</em>;
    case "strong":
      return <strong>{children()}</strong>;
    case "delete":
      return <del>{children()}</del>;
    case "break":
      return <br />;
    case "text":
    case "html":
      // Raw HTML is shown as the text it is, never as markup.
      return node.value;
    case "link":
      return <Link url={node.url}>{children()}</Link>;
    case "linkReference": {
      const definition = context.definitions.get(node.identifier);
      return definition ? <Link url={definition.url}>{children()}</Link> : children();
    }
    case "image":
      return <Image url={node.url} alt={node.alt ?? ""} />;
    case "imageReference": {
      const definition = context.definitions.get(node.identifier);
      return definition ? <Image url={definition.url} alt={node.alt ?? ""} /> : node.alt;
    }
    default:
      // Definitions are read above; nothing else CommonMark makes is shown.
      return null;
  }
}

export function MarkdownContent({
  content,
  titleLevel = 2,
  parsed,
}: {
  content: string;
  titleLevel?: TitleLevel;
  /** The content already parsed (the editor's checks parse it once for the preview too). */
  parsed?: MarkdownTree;
}) {
  const serverReader = useServerMarkdownReader();
  const tree = useMemo(
    () => parsed ?? (serverReader ? serverReader(content) : readMarkdown(content)),
    [parsed, serverReader, content],
  );
  // Not read yet: the server's first pass, whose HTML is thrown away (entry-server.tsx).
  if (!tree) return null;
  if (!tree.ok) return <UnreadableContent content={content} />;
  const context: Context = { titleLevel, definitions: collectDefinitions(tree.root) };
  return (
    <div className="flex flex-col gap-4">
      <MarkdownNode node={tree.root} context={context} />
    </div>
  );
}

/**
 * Text past the Markdown limits, which can no longer be saved but may have been before: its words
 * as plain paragraphs, so that a reader still gets them and nothing is parsed.
 */
function UnreadableContent({ content }: { content: string }) {
  return (
    <div className="flex flex-col gap-4">
      {content.split(/\n\s*\n/).map((paragraph, index) => (
        // The paragraphs never move: their place is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of text
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
