import { useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas stay out of the page chunks.
import type {
  Story as ApiStory,
  StoryCategory,
  StoryListResponse,
  StoryTone,
} from "@fleetward/contracts/stories";
import { request } from "../../../../lib/http/http-client.ts";

export type { StoryCategory } from "@fleetward/contracts/stories";

export type Tone = StoryTone;
export type Metric = { value: string; label: string };
export type Milestone = { when: string; what: string };

/** A customer story as the portfolio components show it; `id` is the API's id, as text for URLs. */
export type Story = {
  id: string;
  slug: string;
  organisation: string;
  category: { slug: string; name: string };
  sector: string;
  kind: string;
  location: string;
  devices: number;
  customerSince: string;
  headline: string;
  summary: string;
  challenge: readonly string[];
  solution: readonly string[];
  results: readonly Metric[];
  timeline: readonly Milestone[];
  quote: { text: string; name: string; role: string };
  tools: readonly string[];
  initials: string;
  tone: Tone;
};

export function toStory(story: ApiStory): Story {
  return {
    id: String(story.id),
    slug: story.slug,
    organisation: story.client,
    category: story.category,
    sector: story.sector,
    kind: story.kind,
    location: story.location,
    devices: story.devices,
    customerSince: story.customer_since,
    headline: story.title,
    summary: story.summary,
    challenge: story.challenge,
    solution: story.solution,
    results: story.results,
    timeline: story.timeline,
    quote: story.quote,
    tools: story.tools,
    initials: story.initials,
    tone: story.tone,
  };
}

export type StoryList = { stories: Story[]; categories: StoryCategory[] };

const storyKeys = {
  list: (category: string | undefined) => ["stories", "list", category ?? "all"] as const,
  detail: (id: string) => ["stories", "detail", id] as const,
};

/** Every story, or those of one category (its slug), with every category for the filter. */
export function useStories(category?: string) {
  return useQuery({
    queryKey: storyKeys.list(category),
    queryFn: async ({ signal }): Promise<StoryList> => {
      const body = await request<StoryListResponse>("/api/stories", {
        query: { category },
        signal,
      });
      return { stories: body.items.map(toStory), categories: body.categories };
    },
    staleTime: 5 * 60_000,
  });
}

/** One story by id or slug; disabled without one. */
export function useStory(id: string | undefined) {
  return useQuery({
    queryKey: storyKeys.detail(id ?? ""),
    queryFn: async ({ signal }) =>
      toStory(await request<ApiStory>(`/api/stories/${encodeURIComponent(id ?? "")}`, { signal })),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });
}

/** The story after `story` in `stories`, wrapping around. */
export function nextStory(stories: readonly Story[], story: Story): Story | undefined {
  const index = stories.findIndex((candidate) => candidate.id === story.id);
  const next = stories[(index + 1) % stories.length];
  return next && next.id !== story.id ? next : undefined;
}

const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `?category=` of the listing URL; anything malformed counts as no filter. */
export function readCategory(params: URLSearchParams): string | undefined {
  const value = params.get("category")?.trim().toLowerCase();
  return value && value.length <= 80 && slugLike.test(value) ? value : undefined;
}
