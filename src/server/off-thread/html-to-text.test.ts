import { describe, expect, it } from "vitest";
import { HTML_INPUT_MAX, htmlToText } from "./html-to-text.ts";

describe("htmlToText", () => {
  it.each([
    ["plain words", "plain words"],
    ["<p>One</p><p>Two</p>", "One\n\nTwo"],
    ["Line one<br>line two<br/>line three", "Line one\nline two\nline three"],
    ["<p>Soft\n   wrapped\tsource</p>", "Soft wrapped source"],
    ["Plain text\nkeeps its line breaks", "Plain text\nkeeps its line breaks"],
    ["<b>Bold</b> and <a href='https://x.example/?a=1&amp;b=2'>a link</a>", "Bold and a link"],
    ['<a title="a > b">quoted</a> angle', "quoted angle"],
    ["Caf&eacute; &amp; bar &mdash; &#8220;ok&#x201D; &nbsp;&lt;b&gt;", "Café & bar — “ok” <b>"],
    ["<script>alert(1)</script>Safe<style>p{}</style>", "Safe"],
    ["<SCRIPT type=x>var a = '</b>';</SCRIPT>After", "After"],
    ["Before<!-- a comment -->after", "Beforeafter"],
    ["Before<!-- never closed <p>hidden", "Before"],
    ["a < b and c <= d", "a < b and c <= d"],
    ["Shown <a href='x", "Shown"],
    ["<ul><li>First</li><li>Second</li></ul>", "First\n\nSecond"],
    ["<img src=x alt='ignored'>Text", "Text"],
    ["NUL\u0000 and bell\u0007 removed", "NUL and bell removed"],
    ["<![CDATA[inside]]>text", "text"],
  ])("%j → %j", (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it("reads only the first HTML_INPUT_MAX characters", () => {
    const text = htmlToText(`${"a".repeat(HTML_INPUT_MAX)}TAIL`);
    expect(text).toHaveLength(HTML_INPUT_MAX);
  });

  it("takes linear time on hostile markup", () => {
    const started = performance.now();
    htmlToText("<a".repeat(50_000));
    htmlToText("<!--".repeat(50_000));
    htmlToText(`<a href="${"x".repeat(150_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
