// The 404 page's content: the route table's catch-all, and any page whose item is not there.
import { Link } from "wouter";
import { SimplePage } from "./simple-page.tsx";

export function NotFound() {
  return (
    <SimplePage
      heading="404 Page Not Found"
      intro="Sorry, we could not find that page. It may have moved, or the address may have a typing mistake."
    >
      <p className="mt-6">
        <Link href="/" className="font-semibold underline underline-offset-4">
          Go to the home page
        </Link>
      </p>
    </SimplePage>
  );
}
