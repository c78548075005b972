// Stories are plain text: paragraphs split at blank lines, line breaks kept. React escapes every
// character, so markup a visitor typed is shown as typed and never becomes HTML.
export function StoryContent({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-4 text-lg">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed text have no identity
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
