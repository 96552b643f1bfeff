export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function remainingUntil(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function isOver(remaining: Remaining): boolean {
  return remaining.days + remaining.hours + remaining.minutes + remaining.seconds === 0;
}
