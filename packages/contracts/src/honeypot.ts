import { z } from "zod";

/**
 * The hidden field of the public forms. People never see it, so it stays empty; scripts
 * that fill in every field give themselves away. The server answers such a request as if
 * it had succeeded and stores nothing, so the script learns nothing.
 */
export const honeypotFieldName = "website";

export const honeypotField = () =>
  z
    .string()
    .max(2000)
    .optional()
    .describe("Leave empty: a hidden field that only automated senders fill in");

/** True when a request filled in the hidden field. */
export function isHoneypotFilled(body: { website?: string | undefined }): boolean {
  return typeof body.website === "string" && body.website.trim() !== "";
}
