// "Suggest these to OpenStreetMap" on a guide's page (decision 042): the tags its facts support,
// each with its rule, as lines a mapper can paste, and a link that opens a note on
// openstreetmap.org. The site never edits the map: a mapper checks the tags and adds them.
// The tags and rules are prefetched with the page (routes.ts), so this works without script.
import { useQuery } from "@tanstack/react-query";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import type { OsmKey, OsmTags } from "../../../shared/access-guides/osm-tags.ts";
import { accessGuideOsmTagsQuery } from "../../lib/queries/access-guides.ts";
import { OSM_ENTRANCE_KEYS, OSM_PLACE_KEYS, osmNoteUrl, osmTagLines } from "./osm-note.ts";

type Rules = Record<string, string>;

function TagList({ keys, tags, rules }: { keys: OsmKey[]; tags: OsmTags; rules: Rules }) {
  return (
    <dl className="flex flex-col gap-2">
      {keys.map((key) => (
        <div key={key}>
          <dt>
            <code className="font-semibold">
              {key}={tags[key]}
            </code>
          </dt>
          <dd>{rules[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OsmSuggestion({
  guide,
}: {
  guide: { id: number; name: string; town: string; location: GuideLocation | undefined };
}) {
  const { data } = useQuery(accessGuideOsmTagsQuery(guide.id));
  if (!data) return null;
  const tags: OsmTags = data.tags;
  const given = (keys: readonly OsmKey[]) => keys.filter((key) => tags[key] !== undefined);
  const onPlace = given(OSM_PLACE_KEYS);
  const onEntrance = given(OSM_ENTRANCE_KEYS);
  return (
    <section
      aria-labelledby="osm-suggestion-title"
      className="flex flex-col gap-3 rounded-md border-2 border-line p-4 print:hidden"
    >
      <h2 id="osm-suggestion-title" className="font-bold text-2xl">
        Suggest these to OpenStreetMap
      </h2>
      <p>
        OpenStreetMap is the free map that Wheelmap and many other apps read. These tags follow from
        this guide's facts, for the reasons given. We never edit the map: if you map, check them and
        add them, or leave a note.
      </p>
      <h3 className="font-bold text-xl">For the place</h3>
      <TagList keys={onPlace} tags={tags} rules={data.rules} />
      {onEntrance.length > 0 ? (
        <>
          <h3 className="font-bold text-xl">For its main entrance</h3>
          <p>On the entrance's own point (entrance=main) if it is mapped, or else on the place.</p>
          <TagList keys={onEntrance} tags={tags} rules={data.rules} />
        </>
      ) : null}
      <figure className="flex flex-col gap-1">
        <figcaption className="font-semibold">
          Every tag, to paste into an editor, or into a note with this page's address
        </figcaption>
        <pre className="whitespace-pre-wrap rounded-md border-2 border-line p-3">
          {osmTagLines(tags)}
        </pre>
      </figure>
      {guide.location ? (
        <p>The link below opens a note at the place on the map.</p>
      ) : (
        <p>{`This guide does not have a place on the map yet, so find ${guide.name} in ${guide.town} on the map first, then put the note there.`}</p>
      )}
      <p>
        <a href={osmNoteUrl(guide.location)} className="font-semibold underline underline-offset-4">
          Leave a note on openstreetmap.org
        </a>
      </p>
    </section>
  );
}
