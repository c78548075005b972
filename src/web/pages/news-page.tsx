import { SimplePage } from "../components/layout/simple-page.tsx";

export default function NewsPage() {
  return (
    <SimplePage
      heading="News"
      intro="Accessibility news from across the UK: the top stories our editors have picked, and a live feed of the latest updates."
    />
  );
}
