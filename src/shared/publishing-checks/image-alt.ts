// image-alt: every image needs a text alternative that says what it shows (WCAG 1.1.1).
// Markdown has no way to mark an image as decorative, so an empty alt is an error here; the
// media library is where an image is marked decorative.
import type { ImageReference, Image as MdastImage } from "mdast";
import { parseMediaReference } from "../media.ts";
import { quote } from "./quote.ts";
import type { Finding, Rule } from "./types.ts";
import { spanOf, walk } from "./walk.ts";

// "ramp.jpg", "IMG_2041.png", "DSC00123": names a camera or computer gave the file.
const FILE_NAME =
  /^(?:[\w\s().-]+\.(?:jpe?g|png|gif|webp|avif|svg|heic|bmp|tiff?)|(?:img|dsc|dscn|dcim|pxl|image)[\s_-]?\d+)$/i;
// Just "image", "a photo", "Picture." and so on: words that say it is an image and nothing more.
const ONLY_A_WORD_FOR_IMAGE =
  /^(?:(?:an?|the)\s+)?(?:image|img|photo|photograph|picture|pic|graphic)[\s.!]*$/i;

const FIX_DESCRIBE =
  "Describe what the image shows in a sentence, as you would to someone on the phone. If it is only decoration, mark it as decorative when you upload it instead.";

export const imageAlt: Rule = (tree, source) => {
  const checks: Finding[] = [];
  walk(tree, (node) => {
    if (node.type !== "image" && node.type !== "imageReference") return;
    // An image marked decorative when it was uploaded says nothing on purpose.
    if (node.type === "image" && parseMediaReference(node.url)?.decorative) return;
    const problem = problemWith(node.alt?.trim() ?? "");
    const span = altSpan(node, source) ?? spanOf(node);
    if (problem && span) {
      checks.push({
        rule: "image-alt",
        message: problem,
        fix: FIX_DESCRIBE,
        ...span,
      });
    }
  });
  return checks;
};

function problemWith(alt: string): string | null {
  if (alt === "") {
    return "This image has no text alternative, so someone using a screen reader will not know what it shows.";
  }
  if (FILE_NAME.test(alt)) {
    return `This image’s text alternative is a file name, ${quote(alt)}, which tells someone using a screen reader nothing about what it shows.`;
  }
  if (ONLY_A_WORD_FOR_IMAGE.test(alt)) {
    return `This image’s text alternative is just ${quote(alt)}, which says there is an image but not what it shows.`;
  }
  return null;
}

/** The alt text itself when it is there and written plainly, so the author can type over it. */
function altSpan(node: MdastImage | ImageReference, source: string) {
  const span = spanOf(node);
  const alt = node.alt ?? "";
  if (!span || alt.trim() === "") return null;
  const start = span.start + 2; // after "!["
  const end = start + alt.length;
  return source.slice(start, end) === alt && source[end] === "]" ? { start, end } : null;
}
