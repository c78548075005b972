// "Show in the text" for one check, beside the text and in the publish step alike. Its name starts
// with the visible words (WCAG 2.5.3) and says which check.
import { Button } from "react-aria-components";
import type { PublishingCheck } from "../../../shared/publishing-checks/index.ts";
import { linkButton } from "../../components/ui/button-styles.ts";

export function ShowInTextButton({
  check,
  onShow,
}: {
  check: PublishingCheck;
  onShow: (check: PublishingCheck) => void;
}) {
  return (
    <Button
      className={`${linkButton} mt-1`}
      aria-label={`Show in the text: ${check.message}`}
      onPress={() => onShow(check)}
    >
      Show in the text
    </Button>
  );
}
