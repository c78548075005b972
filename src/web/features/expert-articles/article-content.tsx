// Renders the article mini-markup as React elements (text is escaped, never HTML).
// Headings sit below the title: in the dialog (an h2 title) '# ' lines are h3 and '## ' lines h4;
// on the article's own page (an h1 title) they are one level higher.
import { parseArticleContent } from "../../../shared/article-markup.ts";

export function ArticleContent({
  content,
  titleLevel = 2,
}: {
  content: string;
  titleLevel?: 1 | 2;
}) {
  const blocks = parseArticleContent(content);
  const Major = titleLevel === 1 ? "h2" : "h3";
  const Minor = titleLevel === 1 ? "h3" : "h4";
  return (
    <div className="flex flex-col gap-4">
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`;
        switch (block.kind) {
          case "heading":
            return block.level === 1 ? (
              <Major key={key} className="mt-4 font-bold text-xl leading-tight sm:text-2xl">
                {block.text}
              </Major>
            ) : (
              <Minor key={key} className="mt-2 font-bold text-lg leading-tight sm:text-xl">
                {block.text}
              </Minor>
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
