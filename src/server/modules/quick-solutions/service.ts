import { asc } from "drizzle-orm";
import type { Db } from "../../db/connection.ts";
import { quickSolutions } from "../../db/schema.ts";

export function listQuickSolutions(db: Db) {
  return db
    .select()
    .from(quickSolutions)
    .orderBy(asc(quickSolutions.displayOrder), asc(quickSolutions.id));
}
