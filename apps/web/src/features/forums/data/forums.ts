/** Sample community content until the forums come from the API. */

export type ForumCategory = {
  id: string;
  name: string;
  description: string;
  topics: number;
  posts: number;
};

export type TopicSummary = {
  id: string;
  title: string;
  categoryId: string;
  author: string;
  replies: number;
  views: number;
  /** ISO timestamp of the latest reply. */
  lastActivity: string;
  solved: boolean;
  /** Only topics whose full thread is published have a page. */
  path?: string;
};

export type ForumPost = {
  id: string;
  author: string;
  initials: string;
  role: string;
  /** ISO timestamp. */
  posted: string;
  paragraphs: readonly string[];
  likes: number;
  accepted?: boolean;
};

export const forumCategories: readonly ForumCategory[] = [
  {
    id: "getting-started",
    name: "Getting started",
    description: "Enrolment, imports and your first week with Fleetward.",
    topics: 248,
    posts: 1312,
  },
  {
    id: "device-security",
    name: "Device security",
    description: "Encryption, patching, endpoint protection and the checks behind them.",
    topics: 186,
    posts: 1104,
  },
  {
    id: "mobile-byod",
    name: "Mobile and BYOD",
    description: "Phones, tablets and personal devices at work.",
    topics: 97,
    posts: 655,
  },
  {
    id: "lifecycle",
    name: "Procurement and lifecycle",
    description: "Buying, refreshing, repairing and retiring hardware.",
    topics: 121,
    posts: 702,
  },
  {
    id: "compliance",
    name: "Audits and compliance",
    description: "ISO 27001, SOC 2, Cyber Essentials, NIS2 and what auditors ask for.",
    topics: 89,
    posts: 518,
  },
  {
    id: "integrations",
    name: "Integrations and API",
    description: "Entra ID, Google Workspace, HR systems, ticketing and the REST API.",
    topics: 134,
    posts: 867,
  },
];

export const latestTopics: readonly TopicSummary[] = [
  {
    id: "byod-without-mdm",
    title: "Best way to track BYOD phones without MDM?",
    categoryId: "mobile-byod",
    author: "jkowalski",
    replies: 6,
    views: 1284,
    lastActivity: "2025-06-04T16:42:00Z",
    solved: true,
    path: "/forums-comments",
  },
  {
    id: "bitlocker-24h2",
    title: "BitLocker shows “suspended” after the 24H2 feature update",
    categoryId: "device-security",
    author: "meera.it",
    replies: 14,
    views: 2310,
    lastActivity: "2025-06-04T09:15:00Z",
    solved: true,
  },
  {
    id: "csv-import-dates",
    title: "CSV import rejects purchase dates from our finance export",
    categoryId: "getting-started",
    author: "tobias_h",
    replies: 3,
    views: 214,
    lastActivity: "2025-06-03T14:02:00Z",
    solved: true,
  },
  {
    id: "laptop-refresh-cycle",
    title: "Four or five years? How long do you keep laptops?",
    categoryId: "lifecycle",
    author: "sarah.ops",
    replies: 27,
    views: 3105,
    lastActivity: "2025-06-03T08:47:00Z",
    solved: false,
  },
  {
    id: "nis2-asset-inventory",
    title: "NIS2: does the asset inventory need to include SaaS apps?",
    categoryId: "compliance",
    author: "pdelacroix",
    replies: 9,
    views: 968,
    lastActivity: "2025-06-02T19:30:00Z",
    solved: false,
  },
  {
    id: "entra-sync-contractors",
    title: "Entra ID sync: how to exclude contractor accounts",
    categoryId: "integrations",
    author: "admin_lena",
    replies: 5,
    views: 402,
    lastActivity: "2025-06-02T11:05:00Z",
    solved: true,
  },
];

export const thread: { topic: TopicSummary; question: ForumPost; replies: readonly ForumPost[] } = {
  topic: latestTopics[0] as TopicSummary,
  question: {
    id: "post-1",
    author: "jkowalski",
    initials: "JK",
    role: "IT Manager · 140 employees",
    posted: "2025-06-02T08:12:00Z",
    likes: 18,
    paragraphs: [
      "We are a 140-person engineering consultancy. About 90 people use their own phones for e-mail, Teams and our timesheet app. Management does not want MDM on personal phones — people pushed back hard when we suggested it, and honestly I understand why.",
      "But our auditor wants to know which personal devices access company data, and I have no list. What are others doing? Is there a middle ground between “full MDM” and “no idea”?",
    ],
  },
  replies: [
    {
      id: "post-2",
      author: "meera.it",
      initials: "MI",
      role: "Head of IT · healthcare",
      posted: "2025-06-02T09:03:00Z",
      likes: 31,
      accepted: true,
      paragraphs: [
        "Start from the identity side, not the device side. Your directory already sees every phone that signs in. In Entra ID the sign-in logs and the Devices → All devices list show model, OS version and last sign-in for every registered phone, without installing anything on it.",
        "We export that weekly and import it into Fleetward as “personal — registered” devices linked to the user. It answers the auditor's question (“which personal devices access company data?”) and gives us an owner for each one.",
      ],
    },
    {
      id: "post-3",
      author: "tobias_h",
      initials: "TH",
      role: "Sysadmin · manufacturing",
      posted: "2025-06-02T10:27:00Z",
      likes: 12,
      paragraphs: [
        "+1 to identity. Then add app protection policies (Intune MAM without enrolment, or the Google Workspace equivalent). They protect the company data inside Outlook and Teams — PIN, no copy to personal apps, selective wipe — without touching anything else on the phone.",
        "That was the compromise our works council accepted: we can wipe the work account, never the phone.",
      ],
    },
    {
      id: "post-4",
      author: "jkowalski",
      initials: "JK",
      role: "IT Manager · 140 employees",
      posted: "2025-06-02T11:40:00Z",
      likes: 4,
      paragraphs: [
        "This is really helpful, thanks. Does the sign-in export catch people who only use webmail in the phone's browser?",
      ],
    },
    {
      id: "post-5",
      author: "meera.it",
      initials: "MI",
      role: "Head of IT · healthcare",
      posted: "2025-06-02T12:15:00Z",
      likes: 9,
      paragraphs: [
        "Partly. Browser sign-ins show up in the sign-in logs with the OS and browser, but the phone is not registered as a device, so you get a user and a user agent rather than a device record. We block browser access to mail from unmanaged phones with a conditional access policy, which pushes everyone into the protected apps.",
      ],
    },
    {
      id: "post-6",
      author: "Priya Raman",
      initials: "PR",
      role: "Fleetward team · device integrations",
      posted: "2025-06-03T07:58:00Z",
      likes: 15,
      paragraphs: [
        "Good thread. Two product notes: the Intune and Google Workspace connectors also import personal phones that are registered for app protection, every 15 minutes like everything else, so the weekly export is not needed. They arrive with the ownership type “Personal”, are kept out of the hardware asset value, and remote lock and wipe are never offered for them.",
        "For the auditor, the BYOD report under Reports → Devices lists personal devices per user with last sign-in date. Several customers have used it as evidence for ISO 27001 control 8.1.",
      ],
    },
    {
      id: "post-7",
      author: "sarah.ops",
      initials: "SO",
      role: "IT lead · non-profit",
      posted: "2025-06-04T16:42:00Z",
      likes: 6,
      paragraphs: [
        "One practical tip: write a one-page BYOD policy before you roll any of this out, and say explicitly what IT can and cannot see. Our opt-in rate went from about half to nearly everyone once people read that we cannot see their photos, messages or location.",
      ],
    },
  ],
};

export function categoryName(id: string): string {
  return forumCategories.find((category) => category.id === id)?.name ?? id;
}
