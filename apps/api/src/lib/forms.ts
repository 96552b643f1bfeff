import { errorResponseSchema } from "@fleetward/contracts/errors";

/**
 * Public forms write a row per request and anyone may post them: a person sends a few,
 * a script thousands. Keyed by client address (see TRUST_PROXY).
 */
export const formRateLimit = { max: 5, timeWindow: "1 minute" } as const;

/** The failures every form endpoint documents besides its own success answer. */
export const formErrorResponses = {
  400: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
