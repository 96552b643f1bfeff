import { roleAtLeast, type WorkspaceMe } from "@fleetward/contracts/workspace-members";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { useNarrowScreen } from "../../hooks/use-narrow-screen.ts";
import { workspacePaths } from "../../lib/workspace-paths.ts";

type NavEntry<Label extends string = string> = {
  to: string;
  label: Label;
  end?: boolean;
  shown?: (me: WorkspaceMe) => boolean;
  /** Kept in the phone's one-row menu; the others go under "More". */
  primary?: boolean;
};

const atLeast = (role: WorkspaceMe["role"]) => (me: WorkspaceMe) => roleAtLeast(me.role, role);

/** The workspace's pages in order; the last ones only for those who manage them. */
export const navEntries = [
  { to: workspacePaths.dashboard(), label: "dashboard.nav", primary: true },
  { to: workspacePaths.register(), label: "members.shell.register", end: true, primary: true },
  { to: workspacePaths.people(), label: "register.nav.people" },
  { to: workspacePaths.licenses(), label: "licenses.nav" },
  { to: workspacePaths.devices(), label: "devices.nav", primary: true },
  { to: workspacePaths.policies(), label: "devices.policiesNav" },
  { to: workspacePaths.catalog(), label: "register.nav.catalog" },
  { to: workspacePaths.import(), label: "imports.nav", shown: atLeast("technician") },
  {
    to: workspacePaths.members(),
    label: "members.shell.members",
    shown: (me) => me.capabilities.manage_members,
  },
  { to: workspacePaths.customFields(), label: "customFields.nav", shown: atLeast("admin") },
  { to: workspacePaths.webhooks(), label: "webhooks.nav", shown: atLeast("admin") },
  { to: workspacePaths.apiTokens(), label: "apiTokens.nav", shown: atLeast("admin") },
  // Every member sees the workspace's quotas; only admins change its settings there.
  { to: workspacePaths.settings(), label: "workspaceSettings.nav" },
] as const satisfies readonly NavEntry[];

type Entry = NavEntry<(typeof navEntries)[number]["label"]>;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block border-b-2 px-1 pb-2 text-sm font-medium whitespace-nowrap ${
    isActive
      ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
      : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
  }`;

/**
 * The workspace's pages, the dashboard first; hidden where the member's role cannot use them.
 * On a phone, one row: the primary pages and "More" with the rest (ADR 0044).
 */
export function WorkspaceNav({ me }: { me: WorkspaceMe }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const entries = (navEntries as readonly Entry[]).filter((entry) => entry.shown?.(me) ?? true);
  const shown = narrow ? entries.filter((entry) => entry.primary) : entries;
  return (
    <nav aria-label={t("members.shell.nav")} className="mx-auto max-w-7xl px-4 sm:px-6">
      <ul
        // A phone's row is tighter; should a language's names still not fit, it wraps, never
        // pushing the page sideways.
        className={`flex flex-wrap gap-y-2 ${narrow ? "gap-x-3" : "gap-x-6"}`}
        data-testid="workspace-nav"
      >
        {shown.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.end ?? false} className={linkClass}>
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
        {narrow ? (
          <li className="ms-auto">
            <MoreMenu entries={entries.filter((entry) => !entry.primary)} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * "More": a disclosure button and the list of links it shows (the navigation pattern, not an
 * application menu: Tab moves through the links, Escape closes and gives the focus back).
 */
function MoreMenu({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const current = entries.some((entry) => pathname.startsWith(entry.to));
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={box} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
        className={`${linkClass({ isActive: current })} inline-flex items-center gap-1 rounded-t focus-visible:outline-2 focus-visible:outline-blue-600`}
      >
        {t("members.shell.more")}
        <span aria-hidden="true" className={open ? "rotate-180" : ""}>
          ▾
        </span>
      </button>
      <ul
        id={`${id}-more`}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end ?? false}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block px-4 py-2 text-sm ${
                  isActive
                    ? "bg-blue-50 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
                    : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`
              }
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
