// The seeded expert articles, in display order. Written for Real Access: original, practical,
// British English, UK context; 600–1200 words each (checked by seed.test.ts).
import { type ExpertArticleSeed, premisesAndWorkArticles } from "./articles-premises-and-work.ts";
import { serviceAndInformationArticles } from "./articles-service-and-information.ts";

export type { ExpertArticleSeed };

const byTitle = new Map(
  [...premisesAndWorkArticles, ...serviceAndInformationArticles].map((article) => [
    article.title,
    article,
  ]),
);

function article(title: string): ExpertArticleSeed {
  const found = byTitle.get(title);
  if (!found) throw new Error(`No seeded expert article titled '${title}'`);
  return found;
}

/** Broad, first-step topics first; then the more specialised ones. */
export const articleSeeds: ExpertArticleSeed[] = [
  article("Accessible premises on a small budget"),
  article("Customer service that welcomes disabled people"),
  article("Reasonable adjustments and the Equality Act 2010"),
  article("Accessible websites and documents: where to begin"),
  article("Supporting colleagues with hidden disabilities"),
  article("Writing in plain language"),
  article("Inclusive recruitment: finding talent you are missing"),
  article("Accessible events and meetings"),
  article("Creating sensory-friendly spaces"),
  article("Planning a safe emergency evacuation for everyone"),
];
