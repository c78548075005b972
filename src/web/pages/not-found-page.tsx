import { Link } from "wouter";
import { SimplePage } from "../components/layout/simple-page.tsx";

export default function NotFoundPage() {
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
