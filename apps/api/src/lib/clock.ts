/** Where the current time comes from: tests pass their own to jump ahead an hour or 90 days. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Waits; tests pass a recorder so throttling delays do not slow the suite down. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) =>
  ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;

/** The ISO date (UTC) of a moment: the workspace's "today" for due dates and windows. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
