// The Community Stories tab (docs/product.md#community-stories): the guidelines card, the story
// list (searched by the page's search box) and the submission form.
import { Suspense } from "react";
import { CHUNK_ATTRIBUTE, preloadable } from "../../lib/preloadable.tsx";
import { GuidelinesCard } from "./guidelines.tsx";
import { StoryList } from "./story-list.tsx";

// The form (react-hook-form and the zod contract) is a chunk of its own, kept out of the page's
// first load. The server renders it all the same, so it works without JavaScript, and the browser
// loads the chunk before hydrating a page that shows it; only a change of tab waits for it.
const storyForm = preloadable<Record<string, never>>(
  () => import("./story-form.tsx").then(({ StoryForm }) => ({ default: StoryForm })),
  "story-form",
);

export function StoriesPanel({ term = "" }: { term?: string }) {
  return (
    <div className="flex flex-col gap-10">
      <GuidelinesCard />
      <section aria-labelledby="community-stories-list-title" className="flex flex-col gap-4">
        <h3 id="community-stories-list-title" className="font-bold text-2xl">
          Stories from our community
        </h3>
        <StoryList term={term} />
      </section>
      <section
        {...{ [CHUNK_ATTRIBUTE]: storyForm.name }}
        className="max-w-3xl rounded-xl border-2 border-line p-5 sm:p-8"
      >
        <Suspense fallback={<p>Loading the form for sharing your story…</p>}>
          <storyForm.Component />
        </Suspense>
      </section>
    </div>
  );
}
