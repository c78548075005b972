// An admin card's text, cut above 200 characters, with a button that shows the rest
// and says whether it is open (aria-expanded). The button's name ends with what it belongs to, so
// the buttons of a list of cards can be told apart.
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import { previewText } from "../../../../shared/admin-preview.ts";
import { secondaryButton } from "../../../components/ui/button-styles.ts";

interface AdminPreviewTextProps {
  text: string;
  moreLabel: string;
  /** Whose text this is, e.g. the story's title. */
  of: string;
}

export function AdminPreviewText({ text, moreLabel, of }: AdminPreviewTextProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = previewText(text);
  const textId = useId();
  return (
    <>
      <p id={textId} className="whitespace-pre-line">
        {expanded ? text : preview.text}
      </p>
      {preview.truncated && (
        <div>
          <Button
            className={secondaryButton}
            aria-label={`${expanded ? "Show less" : moreLabel}: ${of}`}
            aria-expanded={expanded}
            aria-controls={textId}
            onPress={() => setExpanded((value) => !value)}
          >
            {expanded ? "Show less" : moreLabel}
          </Button>
        </div>
      )}
    </>
  );
}
