import { SimplePage } from "../components/layout/simple-page.tsx";

export default function PrivacyPage() {
  return (
    <SimplePage
      heading="Privacy Policy"
      intro="Effective 28 July 2025. What we store when you use this site, why, for how long, and your rights over it."
    />
  );
}
