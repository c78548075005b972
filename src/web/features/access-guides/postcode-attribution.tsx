// The credit the postcode data's licences ask for, under anything the site found or placed by a
// postcode's centre (the directory's "near a postcode", a guide placed at "the middle of the
// postcode"). The server gives the lines (server/modules/postcodes/attribution.ts); none while it
// holds no postcodes, and then nothing is shown.
export function PostcodeAttribution({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <p className="text-muted text-sm">
      <span className="block">Postcode locations:</span>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}
