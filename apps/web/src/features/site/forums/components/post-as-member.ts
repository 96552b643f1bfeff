import { clearSession } from "../../../../lib/auth/auth-store.ts";
import { HttpError, request } from "../../../../lib/http/http-client.ts";

/**
 * Posts to the forum as the signed-in member. A 401 means the session ended, so the session is
 * cleared and the page falls back to the sign-in prompt; the error still reaches the form.
 */
export async function postAsMember<Answer>(path: string, json: unknown): Promise<Answer> {
  try {
    return await request<Answer>(path, { json });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) clearSession();
    throw error;
  }
}
