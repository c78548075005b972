// A guidelines card opening a dialog with the 10 community guidelines.
import { useState } from "react";
import { Button } from "react-aria-components";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";

export const GUIDELINES: { title: string; text: string }[] = [
  {
    title: "Respect all people",
    text: "Write about others as you would want to be written about. Disagree with ideas, never with someone's worth.",
  },
  {
    title: "No diagnosis policing",
    text: "Do not question whether someone is disabled enough, or ask them to prove a condition. Many disabilities are invisible.",
  },
  {
    title: "Be constructive and specific",
    text: "Say what happened, where the barrier was and what would have helped. Specific stories help businesses change.",
  },
  {
    title: "Keep it practical",
    text: "Focus on real experiences and real fixes that others can learn from and put to use.",
  },
  {
    title: "No hate, ableism or discrimination",
    text: "Slurs, mockery and language that puts down disabled people or any other group will not be published.",
  },
  {
    title: "Respect privacy",
    text: "Do not name private individuals or share anyone's personal details or health information without their permission, and think twice about your own.",
  },
  {
    title: "No spam or self-promotion",
    text: "Stories that advertise products, services or links are removed. Share experiences, not sales pitches.",
  },
  {
    title: "Admin decisions are final",
    text: "Every story is reviewed before it appears. We may decline or remove stories, and people who repeatedly break these guidelines can be blocked.",
  },
  {
    title: "A shared space, not a social feed",
    text: "This is a library of experiences to learn from, not a place for arguments, replies or chasing likes.",
  },
  {
    title: "We are all learning",
    text: "Nobody gets accessibility right every time. Assume good intentions and give others room to learn and improve.",
  },
];

function GuidelineList() {
  return (
    <ol className="flex list-decimal flex-col gap-3 pl-6">
      {GUIDELINES.map((guideline) => (
        <li key={guideline.title}>
          <span className="font-bold">{guideline.title}.</span> {guideline.text}
        </li>
      ))}
    </ol>
  );
}

export function GuidelinesCard() {
  const [isOpen, setOpen] = useState(false);
  // Before JavaScript runs (or without it) the guidelines open in place; then a dialog opens them.
  const isHydrating = useIsHydrating();
  return (
    <section
      aria-labelledby="community-guidelines-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-accent bg-surface p-5"
    >
      <h3 id="community-guidelines-title" className="font-bold text-xl">
        Community guidelines
      </h3>
      <p>
        Stories here are shared by visitors and reviewed before they appear. Please read our 10
        guidelines before you share yours, so this stays a kind and useful place.
      </p>
      {isHydrating ? (
        <details className="flex flex-col gap-3">
          <summary className={`${secondaryButton} inline-flex w-fit cursor-pointer list-none`}>
            Read the community guidelines
          </summary>
          <div className="mt-3">
            <GuidelineList />
          </div>
        </details>
      ) : (
        <>
          <div>
            <Button className={secondaryButton} onPress={() => setOpen(true)}>
              Read the community guidelines
            </Button>
          </div>
          <ModalDialog title="Community guidelines" isOpen={isOpen} onOpenChange={setOpen}>
            <GuidelineList />
          </ModalDialog>
        </>
      )}
    </section>
  );
}
