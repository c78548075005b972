import { BOOK } from "../../shared/site.ts";

interface BookCoverProps {
  className?: string;
  /** Empty when the cover only decorates something already named, such as a card's heading. */
  decorative?: boolean;
}

/** The book's cover (public/book-cover.svg, made for this site). */
export function BookCover({ className, decorative = false }: BookCoverProps) {
  return (
    <img
      src={BOOK.cover.src}
      width={BOOK.cover.width}
      height={BOOK.cover.height}
      alt={decorative ? "" : BOOK.cover.alt}
      loading="lazy"
      className={`h-auto rounded-md shadow-lg ${className ?? ""}`}
    />
  );
}
