// On small screens the links sit in a right-side slide-out menu. React Aria's modal
// traps focus, closes on Escape and returns focus to the Menu button.

import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link } from "wouter";
import { CloseIcon } from "../ui/close-icon.tsx";
import { NavLinks } from "./nav-links.tsx";

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function MobileMenu({ isOpen, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="dialog-backdrop fixed inset-0 z-40 bg-black/50"
    >
      <Modal className="dialog-surface fixed inset-y-0 right-0 w-80 max-w-[85vw] overflow-y-auto border-line border-l-2 bg-page text-ink shadow-2xl motion-safe:data-[entering]:animate-[slide-in_200ms_ease-out]">
        <Dialog
          aria-labelledby="mobile-menu-title"
          className="flex h-full flex-col p-edge-4 outline-none"
        >
          <div className="mb-4 flex items-center justify-between">
            <Heading id="mobile-menu-title" slot="title" className="font-bold text-xl">
              Menu
            </Heading>
            <Button
              onPress={close}
              aria-label="Close menu"
              className="grid size-11 place-items-center rounded-md border-2 border-line"
            >
              <CloseIcon />
            </Button>
          </div>
          <nav aria-label="Main menu">
            <ul className="flex flex-col gap-1">
              <NavLinks onNavigate={close} itemClassName="" />
            </ul>
          </nav>
          <Link
            href="/contact"
            onClick={close}
            className="mt-6 rounded-md bg-accent px-4 py-3 text-center font-bold text-on-accent"
          >
            Get Started
          </Link>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
