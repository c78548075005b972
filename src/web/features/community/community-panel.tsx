// The Community Stories tab (docs/product.md#community-stories): the guidelines card, the story
// list (searched by the page's search box) and the submission form.
import { lazy } from "react";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { GuidelinesCard } from "./guidelines.tsx";
import { StoryList } from "./story-list.tsx";

// The form (react-hook-form and the zod contract) loads after the page, not with it.
const StoryForm = lazy(() => import("./story-form.tsx").then((m) => ({ default: m.StoryForm })));

export function CommunityPanel({ term = "" }: { term?: string }) {
  return (
    <div className="flex flex-col gap-10">
      <GuidelinesCard />
      <section aria-labelledby="community-stories-list-title" className="flex flex-col gap-4">
        <h3 id="community-stories-list-title" className="font-bold text-2xl">
          Stories from our community
        </h3>
        <StoryList term={term} />
      </section>
      <section className="max-w-3xl rounded-xl border-2 border-line p-5 sm:p-8">
        <ClientOnly fallback={<p>Loading the form for sharing your story…</p>}>
          <StoryForm />
        </ClientOnly>
      </section>
    </div>
  );
}
