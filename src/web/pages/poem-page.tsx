import { SimplePage } from "../components/layout/simple-page.tsx";

export default function PoemPage() {
  return (
    <SimplePage
      heading="The Poem"
      intro="The poem at the heart of the book: nine short verses about doors, welcome and what it means to really get in."
    />
  );
}
