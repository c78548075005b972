// The like state (docs/product.md#likes): a toggle button (aria-pressed) named with the story's
// title, disabled while its request is pending (aria-disabled, so a keyboard user's focus stays on
// it), showing the count the server returns. The visitor's own like state is fetched after
// hydration, so shared server-rendered HTML never claims a like it cannot know.
import { ToggleButton } from "react-aria-components";
import { apiErrorOf } from "../../../shared/api-error.ts";
import { toast } from "../../lib/toasts.ts";
import { useLikeStatus, useToggleLike } from "./use-community-stories.ts";

interface LikeButtonProps {
  storyId: number;
  title: string;
  likeCount: number;
}

export function LikeButton({ storyId, title, likeCount }: LikeButtonProps) {
  const status = useLikeStatus(storyId);
  const toggle = useToggleLike(storyId);
  const liked = status.data?.liked ?? false;

  const onChange = (like: boolean) => {
    if (toggle.isPending) return;
    toggle.mutate(like, {
      onError: (error) => {
        // A refusal for liking too often carries the server's own wording; others say retry.
        const answer = apiErrorOf(error);
        const limited = answer?.status === 429 ? answer.serverMessage : null;
        toast({
          title: error.message,
          description: limited ?? "Please try again.",
          variant: "error",
        });
      },
    });
  };

  return (
    <ToggleButton
      isSelected={liked}
      onChange={onChange}
      // Until the visitor's own state is known, a press could go the wrong way.
      isDisabled={status.isPending}
      aria-disabled={toggle.isPending || undefined}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-accent px-4 font-bold data-[disabled]:cursor-wait data-[disabled]:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70 data-[hovered]:bg-surface data-[selected]:bg-accent data-[selected]:text-on-accent data-[focus-visible]:outline-3 data-[focus-visible]:outline-[var(--ra-focus)] data-[focus-visible]:outline-offset-2"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.6 1.1 5.5 3.2C13.9 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21Z"
          fill={liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      Like<span className="sr-only"> {title},</span>
      <span>{likeCount}</span>
      <span className="sr-only">{likeCount === 1 ? "like" : "likes"}</span>
    </ToggleButton>
  );
}
