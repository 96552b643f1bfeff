import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";

/** What the members and invitation routes document alike. */
export const tags = ["workspace members"];
export const security = [{ bearerAuth: [] }];
export const memberNote =
  "For members of the workspace at the request's Host (or `X-Workspace`); anyone else gets 404, a member whose role is too low 403 naming the role needed.";
export const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
export const noContent = z.null().describe("No content");
