import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { markContentChanged } from "../../../lib/response-cache.ts";
import { courseSources, type CourseSource } from "./content.ts";
import { courseSourceHashes, upsertCourse } from "./repository.ts";

function sourceHash(source: CourseSource, position: number): string {
  return createHash("sha256")
    .update(JSON.stringify([position, source]))
    .digest("hex");
}

/**
 * Writes the catalogue by slug: new courses are added, changed ones rewritten with their
 * syllabus, unchanged ones left alone. Courses no longer in the catalogue are kept.
 * An advisory lock makes instances starting together take turns.
 */
export async function seedCourses(
  orm: Orm,
  log: { info(message: string): void },
  sources: readonly CourseSource[] = courseSources,
) {
  const written = await orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fleetward-seed-courses'))`);
    const stored = await courseSourceHashes(tx);
    let changed = 0;
    for (const [index, source] of sources.entries()) {
      const hash = sourceHash(source, index + 1);
      if (stored.get(source.slug) === hash) continue;
      changed++;
      await upsertCourse(
        tx,
        {
          slug: source.slug,
          position: index + 1,
          title: source.title,
          summary: source.summary,
          description: source.description,
          audience: source.audience,
          outcomes: [...source.outcomes],
          topic: source.topic,
          level: source.level,
          instructorName: source.instructor.name,
          instructorRole: source.instructor.role,
          instructorBio: source.instructor.bio,
          tone: source.tone,
          coverImage: null,
          sourceHash: hash,
        },
        source.syllabus.map((module) => ({
          title: module.title,
          summary: module.summary,
          lessons: module.lessons.map(([title, minutes, summary]) => ({ title, minutes, summary })),
        })),
      );
    }
    return changed;
  });
  // The course answers share the content response cache (lib/response-cache.ts) and its version.
  if (written > 0) markContentChanged();
  log.info(`Courses: ${written} written, ${sources.length - written} unchanged`);
}
