import type { PostListResponse } from "@fleetward/contracts/posts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

// The fixture articles, newest first (published 2025-01-12 down to 2025-01-01).
export const newestFirst = [
  "hostile-markdown",
  "bitlocker-recovery-keys",
  "import-devices-csv",
  "refresh-cycle-quote",
  "nis2-audio-briefing",
  "video-introduction",
  "product-tour-slides",
  "leaver-checklist",
  "licence-renewals",
  "iso-audit-evidence",
  "encrypt-every-laptop",
  "inventory-basics",
];

export const slugs = (body: PostListResponse) => body.items.map((item) => item.slug);

/**
 * The requests the posts route tests make. `app` is read on each call, so the helpers can be
 * made before `beforeAll` has created the app.
 */
export function postsRequests(app: () => FastifyInstance) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: "GET", url, headers });
  const list = async (query = "") => {
    const response = await get(`/api/post/list${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PostListResponse>();
  };
  const expect422 = async (query: string, detail: string | RegExp) => {
    const response = await get(`/api/post/list${query}`);
    expect(response.statusCode, query).toBe(422);
    expect(response.json().detail).toMatch(detail);
  };
  return { get, list, expect422 };
}
