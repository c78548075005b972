// Fills a new database with sample content. Each area is seeded once, recorded in app_settings,
// so content an admin later deletes does not come back on the next start.
import { eq } from "drizzle-orm";
import type { Db, Executor } from "../connection.ts";
import { appSettings, quickSolutions } from "../schema.ts";
import { quickSolutionSeeds } from "./quick-solutions.ts";

interface SeedArea {
  name: string;
  run(tx: Executor): Promise<void>;
}

const areas: SeedArea[] = [
  {
    name: "quick-solutions",
    async run(tx) {
      await tx
        .insert(quickSolutions)
        .values(quickSolutionSeeds.map((seed, index) => ({ ...seed, displayOrder: index + 1 })));
    },
  },
];

/** Seeds every area not seeded before; returns the names of the areas it filled. */
export async function seedDatabase(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const area of areas) {
    const key = `seeded:${area.name}`;
    const done = await db.select().from(appSettings).where(eq(appSettings.key, key));
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await area.run(tx);
      await tx.insert(appSettings).values({ key, value: new Date().toISOString() });
    });
    filled.push(area.name);
  }
  return filled;
}
