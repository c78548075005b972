import { SimplePage } from "../components/layout/simple-page.tsx";

export default function AboutPage() {
  return (
    <SimplePage
      heading="About Us"
      intro="Real Access helps organisations find practical accessibility solutions that work within their budget, their building and their day-to-day reality."
    />
  );
}
