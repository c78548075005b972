// SPEC §2/§9: an admin card's text, cut above 200 characters, with a button that shows the rest
// and says whether it is open (aria-expanded).
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import { previewText } from "../../../shared/admin-preview.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";

export function AdminPreviewText({ text, moreLabel }: { text: string; moreLabel: string }) {
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
