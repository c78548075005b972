import { SimplePage } from "../components/layout/simple-page.tsx";

export default function TermsPage() {
  return (
    <SimplePage
      heading="Terms of Service"
      intro="The terms for using this site, sharing a story and getting in touch with us."
    />
  );
}
