import { errorResponseSchema } from "@fleetward/contracts/errors";

/** The `{ detail }` schema under each of `statuses`, for a route's `response` map. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}

/**
 * Public forms write a row per request and anyone may post them: a person sends a few,
 * a script thousands. Keyed by client address (see TRUST_PROXY).
 */
export const formRateLimit = { max: 5, timeWindow: "1 minute" } as const;

/** The failures every form endpoint documents besides its own success answer. */
export const formErrorResponses = errorResponses(400, 413, 415, 422, 429);

/** In a request, "" and undefined both mean "none" for an optional field. */
export const blankToNull = <T>(value: T | "" | null | undefined) =>
  value === "" || value === undefined ? null : value;
