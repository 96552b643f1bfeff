/**
 * Site content that changes only with a deploy (plans, customer stories): browsers and
 * shared caches may keep it five minutes and serve it stale while they revalidate.
 */
export const publicCacheControl = "public, max-age=300, stale-while-revalidate=600";
