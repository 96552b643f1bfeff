import type { HostProfile, Platform } from "../profiles.ts";

export type Value = string | number;
export type TableRow = Record<string, Value | undefined>;

/**
 * One osquery table: its columns ("name" is TEXT, "name:i" INTEGER, "name:d" DOUBLE, as in
 * osquery's specs, so `WHERE major >= 14` compares numbers), the platforms that have it
 * (elsewhere SQLite answers "no such table", as osquery does) and its rows for a host.
 */
export type TableSpec = {
  columns: string;
  platforms?: Platform[];
  rows: (host: HostProfile, now: number) => TableRow[];
};

export const windows: Platform[] = ["windows"];
export const darwin: Platform[] = ["darwin"];
export const linux: Platform[] = ["ubuntu", "fedora"];
export const posix: Platform[] = ["darwin", "ubuntu", "fedora"];

export const gib = 1024 ** 3;
