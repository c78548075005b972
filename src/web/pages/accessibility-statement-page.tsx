import { SimplePage } from "../components/layout/simple-page.tsx";

export default function AccessibilityStatementPage() {
  return (
    <SimplePage
      heading="Accessibility Statement"
      intro="Updated 28 July 2025. We aim for this site to meet WCAG 2.2 at level AA, and we want to hear about anything that gets in your way."
    />
  );
}
