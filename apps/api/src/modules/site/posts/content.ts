import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  postCategorySlugs,
  postClipMediaSchema,
  postFormats,
  postKinds,
  postMediaSchema,
  postSlidesMediaSchema,
  slugPattern,
  type PostCategorySlug,
  type PostFormat,
  type PostKind,
  type PostMedia,
} from "@fleetward/contracts/posts";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { rendererVersion, renderMarkdown } from "./markdown.ts";

/** The articles shipped with the product, one Markdown file each. */
export const defaultPostsContentDir = path.resolve(import.meta.dirname, "content");

/** Shorter than this is a stub, not an article. */
export const minimumBodyLength = 200;

/** One post as read from its file, validated and rendered; what the seed writes. */
export type PostSource = {
  file: string;
  slug: string;
  kind: PostKind;
  format: PostFormat;
  title: string;
  excerpt: string;
  category: PostCategorySlug;
  tags: string[];
  authorName: string;
  publishedAt: Date;
  readingMinutes: number;
  coverImage: string | null;
  media: PostMedia | null;
  bodyMarkdown: string;
  bodyHtml: string;
  /** Changes whenever the file or the rendering rules change. */
  sourceHash: string;
};

/** A content file the seed refuses; the message names the file and every bad field. */
export class PostContentError extends Error {
  override name = "PostContentError";
}

const line = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "Required" : undefined) })
    .trim()
    .min(1, { error: "Required" })
    .max(max);

/** `tags: [MDM, Zero trust]` → `mdm`, `zero-trust`. */
function toSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const frontMatterSchema = z
  .object({
    title: line(200),
    slug: line(100).regex(slugPattern, {
      error: "Must be lower-case words joined by hyphens, such as retire-a-device",
    }),
    kind: z.enum(postKinds),
    format: z.enum(postFormats),
    category: z.enum(postCategorySlugs as [PostCategorySlug, ...PostCategorySlug[]]),
    tags: z
      .array(line(64))
      .min(1)
      .max(12)
      .transform((tags) => [...new Set(tags.map(toSlug))].filter(Boolean)),
    author: line(120),
    // YAML 1.2 reads 2025-09-09 as text; a YAML 1.1 timestamp arrives as a Date.
    published: z.union([
      z
        .string()
        .regex(isoDate, { error: "Must be a date such as 2025-09-09" })
        .transform((value) => new Date(`${value}T00:00:00Z`))
        .refine((date) => !Number.isNaN(date.getTime()), { error: "Not a real date" }),
      z.date(),
    ]),
    excerpt: line(600),
    reading_minutes: z.number().int().min(1).max(180),
    cover_image: line(500).optional(),
    media: postMediaSchema.optional(),
  })
  .superRefine((value, context) => {
    const needsClip = ["youtube", "vimeo", "audio"].includes(value.format);
    const needsSlides = ["slider", "gallery"].includes(value.format);
    if (needsClip && !postClipMediaSchema.safeParse(value.media).success) {
      context.addIssue({
        code: "custom",
        path: ["media"],
        message: `A ${value.format} post needs media {provider, title, duration}`,
      });
    }
    if (needsSlides && !postSlidesMediaSchema.safeParse(value.media).success) {
      context.addIssue({
        code: "custom",
        path: ["media"],
        message: `A ${value.format} post needs media {slides: [...]}`,
      });
    }
  });

/** Splits `---\nyaml\n---\nbody`; undefined when the file has no front matter. */
function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : undefined;
}

/** Validates and renders one file; throws a PostContentError naming the file and fields. */
export function parsePostFile(file: string, text: string): PostSource {
  const fail = (problem: string): never => {
    throw new PostContentError(`${file}: ${problem}`);
  };
  const parts = splitFrontMatter(text) ?? fail("no front matter (a --- block at the top)");

  let data: unknown;
  try {
    data = parseYaml(parts.yaml);
  } catch (error) {
    return fail(`front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (typeof data !== "object" || data === null) fail("front matter is empty");

  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
    );
    fail(problems.join("; "));
  }
  const meta = result.data as z.infer<typeof frontMatterSchema>;

  const bodyMarkdown = parts.body.trim();
  if (bodyMarkdown.length < minimumBodyLength) {
    fail(`body: at least ${minimumBodyLength} characters of Markdown expected`);
  }
  return {
    file,
    slug: meta.slug,
    kind: meta.kind,
    format: meta.format,
    title: meta.title,
    excerpt: meta.excerpt,
    category: meta.category,
    tags: meta.tags,
    authorName: meta.author,
    publishedAt: meta.published,
    readingMinutes: meta.reading_minutes,
    coverImage: meta.cover_image ?? null,
    media: meta.media ?? null,
    bodyMarkdown,
    bodyHtml: renderMarkdown(bodyMarkdown),
    sourceHash: createHash("sha256")
      .update(`renderer ${rendererVersion}\n`)
      .update(text)
      .digest("hex"),
  };
}

/**
 * Reads every `*.md` in `dir`. Any bad file fails the whole load, listing every problem
 * of every file, so an incomplete article stops the start instead of silently vanishing.
 */
export async function loadPostSources(dir: string): Promise<PostSource[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const sources: PostSource[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      sources.push(parsePostFile(name, await readFile(path.join(dir, name), "utf8")));
    } catch (error) {
      if (!(error instanceof PostContentError)) throw error;
      problems.push(error.message);
    }
  }
  const seen = new Map<string, string>();
  for (const source of sources) {
    const other = seen.get(source.slug);
    if (other) problems.push(`${source.file}: slug: "${source.slug}" is also used by ${other}`);
    seen.set(source.slug, source.file);
  }
  if (problems.length > 0) {
    throw new PostContentError(
      `Post content in ${dir} is invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  return sources;
}
