/** Sample blog content until posts come from GET /api/post/list. */

export type CategorySlug = "security" | "asset-management" | "compliance" | "it-operations" | "product";

export type Category = { slug: CategorySlug; name: string };

export type Author = {
  id: string;
  name: string;
  role: string;
  bio: string;
  initials: string;
};

export type PostFormat =
  | "article"
  | "standard"
  | "slider"
  | "gallery"
  | "youtube"
  | "vimeo"
  | "audio"
  | "blockquote"
  | "sidebar";

export type Post = {
  slug: string;
  title: string;
  excerpt: string;
  category: CategorySlug;
  /** ISO date of publication. */
  date: string;
  readingMinutes: number;
  authorId: string;
  tags: readonly string[];
  format: PostFormat;
  /** The page that shows the full article. */
  path: string;
};

/** Spec §9: the post list defaults to 10 posts per page. */
export const POST_PAGE_SIZE = 10;

export const categories: readonly Category[] = [
  { slug: "security", name: "Device security" },
  { slug: "asset-management", name: "Asset management" },
  { slug: "compliance", name: "Compliance" },
  { slug: "it-operations", name: "IT operations" },
  { slug: "product", name: "Product news" },
];

export const authors: readonly Author[] = [
  {
    id: "yuki-tanaka",
    name: "Yuki Tanaka",
    role: "Head of Security, Fleetward",
    bio: "Yuki was a penetration tester and incident responder before joining Fleetward, where she runs threat modelling, the bug bounty programme and the security review of every release.",
    initials: "YT",
  },
  {
    id: "marcus-reyes",
    name: "Marcus Reyes",
    role: "Head of Customer Success, Fleetward",
    bio: "Marcus managed a 6,000-device school district fleet before joining Fleetward. He leads onboarding for Enterprise customers and hosts the Fleet Notes podcast.",
    initials: "MR",
  },
  {
    id: "sanne-de-vries",
    name: "Sanne de Vries",
    role: "Head of Product, Fleetward",
    bio: "Sanne was product lead for a helpdesk tool used by 9,000 IT teams. She turns support tickets into roadmap items and keeps the check-out flow down to three clicks.",
    initials: "SV",
  },
  {
    id: "tomas-herrera",
    name: "Tomás Herrera",
    role: "Compliance Specialist, Fleetward",
    bio: "Tomás is an ISO 27001 lead auditor who now helps customers prepare for audits instead of failing them in one.",
    initials: "TH",
  },
];

export const posts: readonly Post[] = [
  {
    slug: "device-security-checks-to-automate",
    title: "The 7 device security checks every IT team should automate",
    excerpt:
      "Disk encryption, patch age, screen lock, endpoint protection and three more checks that catch most device risk — and how to stop checking them by hand.",
    category: "security",
    date: "2025-06-03",
    readingMinutes: 9,
    authorId: "yuki-tanaka",
    tags: ["encryption", "patching", "endpoint protection", "automation"],
    format: "article",
    path: "/blog-detail",
  },
  {
    slug: "hardware-audit-in-five-days",
    title: "How to run a hardware asset audit in five working days",
    excerpt:
      "A day-by-day plan for counting every laptop, phone and monitor you own, reconciling it with purchase records and closing the gaps before the auditors arrive.",
    category: "asset-management",
    date: "2025-05-20",
    readingMinutes: 6,
    authorId: "marcus-reyes",
    tags: ["audit", "inventory", "procurement"],
    format: "standard",
    path: "/blog-standard-post",
  },
  {
    slug: "spreadsheet-to-single-source-of-truth",
    title: "From spreadsheet to single source of truth in four steps",
    excerpt:
      "Most inventories start as a spreadsheet. Here is the migration path our customers use to retire it without losing a single serial number.",
    category: "it-operations",
    date: "2025-05-06",
    readingMinutes: 5,
    authorId: "marcus-reyes",
    tags: ["migration", "inventory", "data quality"],
    format: "slider",
    path: "/blog-slider-post",
  },
  {
    slug: "six-dashboard-views",
    title: "What a healthy device fleet looks like: six dashboard views",
    excerpt:
      "Six views we open every morning — from encryption coverage to warranty expiry — and the numbers that should make you act.",
    category: "product",
    date: "2025-04-22",
    readingMinutes: 4,
    authorId: "sanne-de-vries",
    tags: ["dashboards", "reporting", "security posture"],
    format: "gallery",
    path: "/blog-gallery-post",
  },
  {
    slug: "webinar-enrolling-500-laptops",
    title: "Webinar: enrolling 500 laptops before the new school year",
    excerpt:
      "Riverside Unified's IT team shows how three people enrolled, labelled and handed out 500 student Chromebooks in eight days.",
    category: "it-operations",
    date: "2025-04-08",
    readingMinutes: 3,
    authorId: "marcus-reyes",
    tags: ["webinar", "education", "enrolment"],
    format: "youtube",
    path: "/blog-youtube-post",
  },
  {
    slug: "security-posture-timeline-tour",
    title: "Product tour: the new security posture timeline",
    excerpt:
      "See when a device fell out of compliance, what changed and who fixed it — a seven-minute tour of the posture timeline.",
    category: "product",
    date: "2025-03-25",
    readingMinutes: 3,
    authorId: "sanne-de-vries",
    tags: ["product tour", "security posture", "release"],
    format: "vimeo",
    path: "/blog-vimeo-post",
  },
  {
    slug: "fleet-notes-offboarding",
    title: "Fleet Notes #14: offboarding without losing laptops",
    excerpt:
      "Why one in ten leavers keeps a company device, and the four-step offboarding routine that brings the number close to zero.",
    category: "it-operations",
    date: "2025-03-11",
    readingMinutes: 4,
    authorId: "marcus-reyes",
    tags: ["podcast", "offboarding", "HR integration"],
    format: "audio",
    path: "/blog-audio-post",
  },
  {
    slug: "name-the-owner",
    title: "“If you can't name the owner, you don't own the risk”",
    excerpt:
      "A hospital CISO on why ownership — not tooling — is the first control of any asset inventory, and how to assign it.",
    category: "compliance",
    date: "2025-02-25",
    readingMinutes: 4,
    authorId: "tomas-herrera",
    tags: ["ownership", "governance", "healthcare"],
    format: "blockquote",
    path: "/blog-blockquote-post",
  },
  {
    slug: "iso-27001-asset-inventory",
    title: "ISO 27001 control 5.9: what auditors expect from your asset inventory",
    excerpt:
      "The 2022 revision of ISO 27001 asks for an inventory of information and other associated assets. Here is the evidence auditors ask for.",
    category: "compliance",
    date: "2025-02-11",
    readingMinutes: 7,
    authorId: "tomas-herrera",
    tags: ["ISO 27001", "audit", "evidence"],
    format: "sidebar",
    path: "/blog-left-sidebar-post",
  },
];

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** A post by its format; every format page shows exactly one post. */
export function postOfFormat(format: PostFormat): Post {
  const post = posts.find((candidate) => candidate.format === format);
  if (!post) throw new Error(`No sample post has the format ${format}`);
  return post;
}

export function findAuthor(id: string): Author | undefined {
  return authors.find((author) => author.id === id);
}

export function categoryName(slug: CategorySlug): string {
  return categories.find((category) => category.slug === slug)?.name ?? slug;
}

export function isCategorySlug(value: string): value is CategorySlug {
  return categories.some((category) => category.slug === value);
}

/** Up to `count` other posts, same category first. */
export function relatedPosts(current: Post, count = 3): Post[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}
