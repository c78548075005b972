// The checks that stop publishing, in the publish step: each by its name (the name it has beside
// the text and in the server's refusal), what is wrong, and "Show in the text", which closes the
// step and selects its words.
import { checkName, type PublishingCheck } from "../../../shared/publishing-checks/index.ts";
import { ShowInTextButton } from "./show-in-text-button.tsx";

interface StoppingChecksProps {
  checks: readonly PublishingCheck[];
  onShow: (check: PublishingCheck) => void;
}

export function StoppingChecks({ checks, onShow }: StoppingChecksProps) {
  return (
    <ul className="flex flex-col gap-3">
      {checks.map((check) => (
        <li
          key={`${check.rule}-${check.start}-${check.end}`}
          className="rounded-md border-2 border-danger p-3"
        >
          <p>
            <strong className="text-danger">{checkName(check.rule)}:</strong> {check.message}
          </p>
          <p className="mt-1 text-muted">{check.fix}</p>
          <ShowInTextButton check={check} onShow={onShow} />
        </li>
      ))}
    </ul>
  );
}
