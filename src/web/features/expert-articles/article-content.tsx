// SPEC §2: renders the article mini-markup as React elements (text is escaped, never HTML).
// Headings sit below the dialog's title (h2): '# ' lines are h3 and '## ' lines h4.
import { parseArticleContent } from "../../../shared/article-markup.ts";

export function ArticleContent({ content }: { content: string }) {
  const blocks = parseArticleContent(content);
  return (
    <div className="flex flex-col gap-4">
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        switch (block.kind) {
          case "heading":
            return block.level === 1 ? (
              <h3 key={key} className="mt-4 font-bold text-xl leading-tight sm:text-2xl">
                {block.text}
              </h3>
            ) : (
              <h4 key={key} className="mt-2 font-bold text-lg leading-tight sm:text-xl">
                {block.text}
              </h4>
            );
          case "rule":
            return <hr key={key} className="my-2 border-line border-t-2" />;
          case "italic":
            return (
              <p key={key} className="text-muted italic">
                {block.text}
              </p>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </div>
  );
}
