// SPEC §2 Community Stories tab: the guidelines card, the story list (taking the global search
// term) and the submission form.
import { GuidelinesCard } from "./guidelines.tsx";
import { StoryForm } from "./story-form.tsx";
import { StoryList } from "./story-list.tsx";

export function CommunityPanel({ globalTerm = "" }: { globalTerm?: string }) {
  return (
    <div className="flex flex-col gap-10">
      <GuidelinesCard />
      <section aria-labelledby="community-stories-list-title" className="flex flex-col gap-4">
        <h3 id="community-stories-list-title" className="font-bold text-2xl">
          Stories from our community
        </h3>
        <StoryList globalTerm={globalTerm} />
      </section>
      <section className="max-w-3xl rounded-xl border-2 border-line p-5 sm:p-8">
        <StoryForm />
      </section>
    </div>
  );
}
