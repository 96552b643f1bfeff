/**
 * Test files run at once, for the root and every project: Vitest 5 takes each project's own
 * `maxWorkers` (default: cores − 1, so one on a 2-core CI machine) and refuses projects that
 * differ, so they all import this one number. Most API test time is spent waiting on a
 * database, so three files at once keep both cores busy.
 */
export const maxWorkers = 3;
