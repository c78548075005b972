// An article's Markdown can never become markup. Raw HTML is shown as text, links go
// only to web and e-mail addresses and this site's pages, and images only from the media library.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownContent } from "./markdown-content.tsx";

const render = (content: string) => renderToStaticMarkup(<MarkdownContent content={content} />);

const HOSTILE: [string, string][] = [
  ["a script element", "<script>alert(1)</script>"],
  ["an image with an onerror handler", '<img src="x" onerror="alert(1)">'],
  ["an inline HTML link", 'Read <a href="javascript:alert(1)">this</a>'],
  ["a javascript: link", "[click](javascript:alert(1))"],
  ["a javascript: link in capitals and spaces", "[click]( JAVASCRIPT:alert(1) )"],
  ["a javascript: link written with an entity", "[click](&#106;avascript:alert(1))"],
  ["a javascript: link split by an escape", "[click](java\\script:alert(1))"],
  ["a data: link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a vbscript: link", "[click](vbscript:msgbox(1))"],
  ["a reference-style javascript: link", "[click][evil]\n\n[evil]: javascript:alert(1)"],
  ["an autolink to javascript:", "<javascript:alert(1)>"],
  ["a protocol-relative link", "[click](//evil.example/phish)"],
  ["a remote image", "![pixel](https://tracker.example/pixel.gif)"],
  ["a protocol-relative image", "![pixel](//tracker.example/pixel.gif)"],
  ["a reference-style remote image", "![pixel][p]\n\n[p]: https://tracker.example/pixel.gif"],
  ["a media path that is not one of ours", "![ramp](/media/../../etc/passwd)"],
];

describe("MarkdownContent", () => {
  it.each(HOSTILE)("makes %s inert", (_name, content) => {
    const html = render(content);
    expect(html).not.toMatch(/<script|<iframe|<object|<embed/i);
    // Text may say anything, escaped; only real tags carry attributes.
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((tag) => /\son\w+=/i.test(tag))).toEqual([]);
    expect(html).not.toMatch(/href="(?!https?:|mailto:|\/(?!\/))/i);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toMatch(/<img[^>]+src="(?!\/media\/\d+-\d+\.(jpg|png)")/);
  });

  it("shows raw HTML as the text it is", () => {
    expect(render("<b>bold</b> words")).toContain("&lt;b&gt;bold&lt;/b&gt; words");
  });

  it("keeps safe links and the site's own images", () => {
    const html = render(
      "[Contact us](/contact), [GOV.UK](https://www.gov.uk/) or [e-mail](mailto:hello@example.org).\n\n![A ramp](/media/12-0123456789abcdef0123-1600x900.jpg)",
    );
    expect(html).toContain('<a href="/contact"');
    expect(html).toContain('<a href="https://www.gov.uk/"');
    expect(html).toContain('<a href="mailto:hello@example.org"');
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/12-0123456789abcdef0123-400.avif 400w',
    );
    expect(html).toMatch(
      /<img src="\/media\/12-0123456789abcdef0123-800\.jpg"[^>]*width="1600" height="900" alt="A ramp" loading="lazy"/,
    );
  });

  it("renders headings under the title, lists, quotes and emphasis", () => {
    const html = renderToStaticMarkup(
      <MarkdownContent
        content={"## Section\n\n### Part\n\n- one\n- two\n\n1. first\n\n> quoted\n\n*aside*"}
        titleLevel={1}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Section<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Part<\/h3>/);
    expect(html).toContain("<li");
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toContain("<blockquote");
    expect(html).toMatch(/<p class="text-muted"><em>aside<\/em><\/p>/);
  });
});
