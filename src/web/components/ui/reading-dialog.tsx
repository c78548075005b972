// A link to an item's own page that, with JavaScript, opens the text in a modal instead: React Aria
// traps focus, closes on Escape or the Close button, and returns focus to the link. Without
// JavaScript (or with Ctrl, Shift or a middle click) the link simply opens the page. Used for
// articles and stories.
// The open dialog is a history entry at the item's permalink: Back closes it, Forward
// opens it again, and Close, Escape or a click outside step back rather than leave an entry.
import { type MouseEvent, type ReactNode, useEffect } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useHistoryDialog } from "../../lib/dialog-history.ts";
import { CloseIcon } from "./close-icon.tsx";

interface ReadingDialogProps {
  /** Visible trigger text, e.g. 'Read more'; the title is added for screen readers. */
  triggerLabel: string;
  title: string;
  titleId: string;
  /** The item's own page: the address shown while the dialog is open. */
  href: string;
  children: ReactNode;
}

export function ReadingDialog({
  triggerLabel,
  title,
  titleId,
  href,
  children,
}: ReadingDialogProps) {
  const { isOpen, setOpen } = useHistoryDialog(href);
  useTitleWhileOpen(isOpen, title);
  return (
    <>
      <a
        href={href}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
        className="min-h-11 self-start rounded-md bg-accent px-4 py-2 font-bold text-on-accent no-underline hover:bg-accent-strong"
      >
        {triggerLabel}
        <span className="sr-only"> about {title}</span>
      </a>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        className="dialog-backdrop fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-2 sm:p-6"
      >
        <Modal className="flex max-h-full w-full max-w-3xl">
          <Dialog
            aria-labelledby={titleId}
            className="dialog-surface flex max-h-[calc(100dvh-1rem)] w-full flex-col gap-5 overflow-y-auto rounded-xl border-2 border-line bg-page p-5 text-ink shadow-2xl outline-none sm:max-h-[calc(100dvh-3rem)] sm:p-8"
          >
            {({ close }) => (
              <>
                <div className="flex items-start justify-between gap-4">
                  <Heading
                    id={titleId}
                    slot="title"
                    level={2}
                    className="font-bold text-2xl leading-tight sm:text-3xl"
                  >
                    {title}
                  </Heading>
                  <Button
                    onPress={close}
                    className="flex min-h-11 shrink-0 items-center gap-2 rounded-md border-2 border-line px-3 font-bold data-[hovered]:bg-surface"
                  >
                    <CloseIcon />
                    Close
                  </Button>
                </div>
                {children}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** A click that asks for a new tab or window, which the browser handles as a link. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The item's title names the tab (and its history entry) while the dialog shows it. */
function useTitleWhileOpen(isOpen: boolean, title: string) {
  useEffect(() => {
    if (!isOpen) return;
    const pageTitle = document.title;
    document.title = `${title} | Real Access`;
    return () => {
      document.title = pageTitle;
    };
  }, [isOpen, title]);
}
