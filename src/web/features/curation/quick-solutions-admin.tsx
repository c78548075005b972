// Admin › Quick Solutions: list, add, edit and delete (docs/product.md#managing-quick-solutions).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { costLabel, effortLabel } from "../../../shared/quick-solution-bands.ts";
import { QUICK_SOLUTIONS_LOAD_ERROR } from "../../../shared/quick-solutions.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { cellLabel, stackedCell } from "../../components/ui/stacked-table.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { quickSolutionsQuery } from "../../lib/queries/quick-solutions.ts";
import { QuickSolutionForm } from "./quick-solution-form.tsx";
import {
  useCreateQuickSolution,
  useDeleteQuickSolution,
  useUpdateQuickSolution,
} from "./use-quick-solution-admin.ts";

type Editing = { mode: "create" } | { mode: "edit"; item: QuickSolution } | null;

export function QuickSolutionsAdmin() {
  const { data, isPending, isError } = useQuery(quickSolutionsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<QuickSolution | null>(null);
  const create = useCreateQuickSolution(() => setEditing(null));
  const update = useUpdateQuickSolution(() => setEditing(null));
  const focus = useFocusAfterRemoval<HTMLTableElement, HTMLHeadingElement>();
  const remove = useDeleteQuickSolution(() => {
    setDeleting(null);
    focus.removed();
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 ref={focus.fallback} tabIndex={-1} className="font-bold text-2xl">
          Quick Solutions
        </h3>
        <Button className={primaryButton} onPress={() => setEditing({ mode: "create" })}>
          Add quick solution
        </Button>
      </div>

      {isPending ? (
        <p role="status">Loading quick solutions…</p>
      ) : isError ? (
        <AlertMessage>{QUICK_SOLUTIONS_LOAD_ERROR}</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">No quick solutions yet. Add the first one.</p>
      ) : (
        // Rows stack into cards on a narrow screen, so the list fits 320 px (WCAG 1.4.10).
        <table ref={focus.list} className="w-full border-collapse text-left max-sm:block">
          <caption className="sr-only">Quick solutions, in display order</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-line border-b-2">
              <th scope="col" className="p-2">
                Order
              </th>
              <th scope="col" className="p-2">
                Issue
              </th>
              <th scope="col" className="p-2">
                Cost
              </th>
              <th scope="col" className="p-2">
                Effort
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {data.map((item) => (
              <tr
                key={item.id}
                data-item-id={item.id}
                className="border-line border-b align-top max-sm:flex max-sm:flex-col max-sm:py-2"
              >
                <td className={stackedCell} {...cellLabel("Order")}>
                  {item.displayOrder}
                </td>
                <th
                  scope="row"
                  tabIndex={-1}
                  data-item-focus
                  className={`${stackedCell} font-semibold`}
                >
                  {item.issue}
                </th>
                <td className={stackedCell} {...cellLabel("Cost")}>
                  {costLabel(item.costBand)}
                </td>
                <td className={stackedCell} {...cellLabel("Effort")}>
                  {effortLabel(item.effortBand)}
                </td>
                <td className={stackedCell}>
                  <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                    <Button
                      className={secondaryButton}
                      aria-label={`Edit: ${item.issue}`}
                      onPress={() => setEditing({ mode: "edit", item })}
                    >
                      Edit
                    </Button>
                    <Button
                      className={secondaryButton}
                      aria-label={`Delete: ${item.issue}`}
                      onPress={() => setDeleting(item)}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ModalDialog
        title={editing?.mode === "edit" ? "Edit quick solution" : "Add quick solution"}
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {editing && (
          <QuickSolutionForm
            initial={editing.mode === "edit" ? editing.item : undefined}
            isPending={create.isPending || update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              editing.mode === "edit"
                ? update.mutate({ id: editing.item.id, input })
                : create.mutate(input)
            }
          />
        )}
      </ModalDialog>

      <ConfirmDialog
        title="Delete quick solution"
        message={`Are you sure you want to delete this quick solution? "${deleting?.issue ?? ""}" will be removed from the Advice page.`}
        confirmLabel="Delete"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          focus.removing([deleting.id]);
          remove.mutate(deleting.id);
        }}
      />
    </div>
  );
}
