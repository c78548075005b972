// An admin tab for a kind written in the admin (Articles, News): the pieces the person may see,
// where each stands, and the editor for a new or chosen one. Editors see everyone's; contributors
// their own.
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { PUBLISHING_KINDS, type PublishingKindName } from "../../../shared/publishing-kinds.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { linkButton, primaryButton } from "../../components/ui/button-styles.ts";
import { cellLabel, stackedCell } from "../../components/ui/stacked-table.tsx";
import { focusWhenSettled } from "../../lib/focus-after-removal.ts";
import { publishingItemQuery, publishingListQuery } from "../../lib/queries/publishing.ts";
import { EditFrame, type EditProps, PublicationState } from "./edit-frame.tsx";
import { PublishingEditor } from "./publishing-editor.tsx";
import type { EditingKind } from "./publishing-kind.ts";
import { useListOrEditor } from "./use-list-or-editor.ts";

interface PublishingAdminProps<Kind extends PublishingKindName, Own> {
  editing: EditingKind<Kind, Own>;
}

export function PublishingAdmin<Kind extends PublishingKindName, Own>({
  editing,
}: PublishingAdminProps<Kind, Own>) {
  const { editing: open, heading, open: edit, back, saved } = useListOrEditor();
  return (
    <div className="flex flex-col gap-4">
      {open === null ? (
        <PublishingList editing={editing} heading={heading} onEdit={edit} />
      ) : (
        <EditPiece
          key={open.opening}
          editing={editing}
          id={open.id}
          heading={heading}
          onSaved={saved}
          onBack={back}
        />
      )}
    </div>
  );
}

interface ListProps<Kind extends PublishingKindName, Own> extends PublishingAdminProps<Kind, Own> {
  heading: React.RefObject<HTMLHeadingElement | null>;
  onEdit: (id: number | null) => void;
}

function PublishingList<Kind extends PublishingKindName, Own>({
  editing,
  heading,
  onEdit,
}: ListProps<Kind, Own>) {
  const { words } = editing;
  const { data, isPending, isError } = useQuery(publishingListQuery(editing.kind));
  const many = PUBLISHING_KINDS[editing.kind].noun.many;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-bold text-2xl">
          {words.heading}
        </h3>
        <Button className={primaryButton} onPress={() => onEdit(null)}>
          {words.write}
        </Button>
      </div>
      {isPending ? (
        <p role="status">{words.loading}</p>
      ) : isError ? (
        <AlertMessage>The {many} could not be loaded. Try again in a moment.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">{words.none}</p>
      ) : (
        // Below the sm width each row stacks into a card, its cells labelled in words, so the
        // list fits a 320 px screen (WCAG 1.4.10) instead of pushing the page sideways.
        <table className="w-full border-collapse text-left max-sm:block">
          <caption className="sr-only">{words.caption(data.length)}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-line border-b-2">
              <th scope="col" className="p-2">
                Title
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
              <th scope="col" className="p-2">
                By
              </th>
              <th scope="col" className="p-2">
                Last changed
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {data.map((piece) => (
              <tr
                key={piece.id}
                className="border-line border-b align-top max-sm:block max-sm:py-2"
              >
                <th scope="row" className="p-2 font-semibold max-sm:block max-sm:py-1">
                  <Button className={`${linkButton} text-left`} onPress={() => onEdit(piece.id)}>
                    {piece.title}
                  </Button>
                </th>
                <td className={stackedCell} {...cellLabel("Status")}>
                  <PublicationState item={piece} />
                  {editing.statusNote?.(piece)}
                </td>
                <td className={stackedCell} {...cellLabel("By")}>
                  {editing.byline(piece)}
                </td>
                <td className={stackedCell} {...cellLabel("Last changed")}>
                  {formatUkDateTime(new Date(piece.updatedAt))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function EditPiece<Kind extends PublishingKindName, Own>({
  editing,
  id,
  heading,
  onSaved,
  onBack,
}: EditProps & PublishingAdminProps<Kind, Own>) {
  const piece = useQuery({ ...publishingItemQuery(editing.kind, id ?? 0), enabled: id !== null });
  const noun = PUBLISHING_KINDS[editing.kind].noun.one;
  return (
    <EditFrame
      heading={heading}
      title={id === null ? editing.words.newTitle : `Edit: ${piece.data?.title ?? noun}`}
      backLabel={editing.words.backLabel}
      onBack={onBack}
      noun={noun}
      loading={id !== null && piece.isPending}
      failed={id !== null && piece.isError}
    >
      <PublishingEditor
        editing={editing}
        item={piece.data}
        onSaved={(saved) => onSaved(saved.id)}
        onMoved={() => focusWhenSettled(() => heading.current)}
      />
    </EditFrame>
  );
}
