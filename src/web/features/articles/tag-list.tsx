export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-line bg-surface px-3 py-0.5 font-semibold text-sm"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
