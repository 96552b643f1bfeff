import type { CompanyText } from "../../../../lib/i18n/locales/company/en.ts";

/** Names stay as they are; role, location and bio are in `company.team.members.<id>`. */
export type TeamMember = {
  id: keyof CompanyText["team"]["members"];
  name: string;
  /** Tailwind gradient classes for the initials avatar. */
  avatar: string;
};

export const teamMembers: readonly TeamMember[] = [
  {
    id: "lena",
    name: "Lena Hoffmann",
    avatar: "from-blue-600 to-indigo-700 dark:from-blue-600 dark:to-indigo-700",
  },
  {
    id: "daniel",
    name: "Daniel Okafor",
    avatar: "from-emerald-600 to-teal-700 dark:from-emerald-600 dark:to-teal-700",
  },
  {
    id: "sanne",
    name: "Sanne de Vries",
    avatar: "from-orange-600 to-rose-700 dark:from-orange-600 dark:to-rose-700",
  },
  {
    id: "marcus",
    name: "Marcus Reyes",
    avatar: "from-violet-600 to-purple-700 dark:from-violet-600 dark:to-purple-700",
  },
  {
    id: "yuki",
    name: "Yuki Tanaka",
    avatar: "from-slate-600 to-slate-800 dark:from-slate-600 dark:to-slate-800",
  },
  {
    id: "priya",
    name: "Priya Raman",
    avatar: "from-cyan-600 to-blue-700 dark:from-cyan-600 dark:to-blue-700",
  },
  {
    id: "jonas",
    name: "Jonas Becker",
    avatar: "from-amber-600 to-orange-700 dark:from-amber-600 dark:to-orange-700",
  },
  {
    id: "amara",
    name: "Amara Nwosu",
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
