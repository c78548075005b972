import { SimplePage } from "../components/layout/simple-page.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function ContactPage() {
  const { contactEmail } = useSite();
  return (
    <SimplePage
      heading="Contact Us"
      intro={
        <p>
          Have a question about accessibility, a solution to share or a story we should cover? Email
          us at{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-ink underline">
            {contactEmail}
          </a>{" "}
          and we will get back to you.
        </p>
      }
    />
  );
}
