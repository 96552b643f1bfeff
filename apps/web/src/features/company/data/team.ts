export type TeamMember = {
  name: string;
  role: string;
  location: string;
  bio: string;
  /** Tailwind gradient classes for the initials avatar. */
  avatar: string;
};

export const teamMembers: readonly TeamMember[] = [
  {
    name: "Lena Hoffmann",
    role: "Co-founder and CEO",
    location: "Berlin",
    bio: "Ran IT for a 1,400-person logistics company and lived through three audits on spreadsheets. Spends a day a week on customer calls and still reads every cancellation reason.",
    avatar: "from-blue-600 to-indigo-700 dark:from-blue-600 dark:to-indigo-700",
  },
  {
    name: "Daniel Okafor",
    role: "Co-founder and CTO",
    location: "Berlin",
    bio: "Built inventory and MDM integrations at two European SaaS companies. Owns the data model, the sync engine and the rule that every record says where its data came from.",
    avatar: "from-emerald-600 to-teal-700 dark:from-emerald-600 dark:to-teal-700",
  },
  {
    name: "Sanne de Vries",
    role: "Head of Product",
    location: "Amsterdam",
    bio: "Previously product lead for a helpdesk tool used by 9,000 IT teams. Turns support tickets into roadmap items and keeps the check-out flow down to three clicks.",
    avatar: "from-orange-600 to-rose-700 dark:from-orange-600 dark:to-rose-700",
  },
  {
    name: "Marcus Reyes",
    role: "Head of Customer Success",
    location: "Austin",
    bio: "Managed a 6,000-device school district fleet before joining. Leads onboarding for every Enterprise customer and runs the monthly office hours.",
    avatar: "from-violet-600 to-purple-700 dark:from-violet-600 dark:to-purple-700",
  },
  {
    name: "Yuki Tanaka",
    role: "Head of Security",
    location: "Amsterdam",
    bio: "Former penetration tester and incident responder. Runs our threat modelling, the bug bounty programme and the security reviews that every release goes through.",
    avatar: "from-slate-600 to-slate-800 dark:from-slate-600 dark:to-slate-800",
  },
  {
    name: "Priya Raman",
    role: "Staff Engineer, device integrations",
    location: "Berlin",
    bio: "Maintains the connectors to Intune, Jamf, Google Workspace and Kandji. Has opinions about serial number formats and can prove each of them with a bug report.",
    avatar: "from-cyan-600 to-blue-700 dark:from-cyan-600 dark:to-blue-700",
  },
  {
    name: "Jonas Becker",
    role: "Support Team Lead",
    location: "Berlin",
    bio: "Eight years on IT service desks. Wrote most of the help centre guides and keeps our median first response under two hours on business days.",
    avatar: "from-amber-600 to-orange-700 dark:from-amber-600 dark:to-orange-700",
  },
  {
    name: "Amara Nwosu",
    role: "Senior Product Designer",
    location: "Austin",
    bio: "Designs the dashboards, the mobile check-in screens and the accessibility reviews. Tests every screen at 375 pixels wide and with a screen reader before it ships.",
    avatar: "from-pink-600 to-fuchsia-700 dark:from-pink-600 dark:to-fuchsia-700",
  },
];

export function initialsOf(name: string): string {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
