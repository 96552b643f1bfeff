import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../button-classes.ts";
import { roleAtLeast, type WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { NavLink } from "react-router";
import { formatDate } from "../../lib/format.ts";
import { workspacePaths } from "../../lib/workspace-paths.ts";

type WorkspaceShellProps = {
  /** Shown once the workspace is known; null on the sign-in and "no workspace" screens. */
  summary: WorkspaceSummary | null;
  appDomain: string | null;
  onSignOut?: (() => void) | undefined;
  /** Who is signed in, with their role; null until known. */
  me?: WorkspaceMe | null | undefined;
  children: ReactNode;
};

/** The workspace's own minimal frame: its name, the trial banner and sign-out. */
export function WorkspaceShell({
  summary,
  appDomain,
  onSignOut,
  me,
  children,
}: WorkspaceShellProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
              <rect width="32" height="32" rx="7" className="fill-blue-700 dark:fill-blue-500" />
              <path
                d="M9 8h14v4H13.5v3H21v4h-7.5v5H9z"
                className="fill-white dark:fill-slate-950"
              />
            </svg>
            <div>
              <p className="font-bold text-slate-900 dark:text-white">
                {summary?.name ?? t("common.appName")}
              </p>
              {appDomain ? (
                <p className="text-xs text-slate-600 dark:text-slate-400" dir="ltr">
                  {t("workspace.shell.subtitle", { app: appDomain })}
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {me ? <SignedInAs me={me} /> : null}
            {onSignOut ? (
              <button type="button" className={buttonClasses("secondary")} onClick={onSignOut}>
                {t("common.signOut")}
              </button>
            ) : null}
          </div>
        </div>
        {me ? <WorkspaceNav me={me} /> : null}
      </header>
      {summary ? <TrialBanner summary={summary} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

function TrialBanner({ summary }: { summary: WorkspaceSummary }) {
  const { t, i18n } = useTranslation();
  const { status, days_left: daysLeft, expires_at: expiresAt } = summary.trial;
  if (status === "upgraded" || daysLeft === null) return null;
  const expired = status === "expired";
  const date = expiresAt ? formatDate(expiresAt, i18n.language) : "";
  return (
    <div
      role="region"
      aria-label={t("workspace.banner.label")}
      className={
        expired
          ? "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          : "bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-100"
      }
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm sm:px-6">
        <p data-testid="trial-banner">
          <strong>
            {expired
              ? t("workspace.banner.expired")
              : t("workspace.banner.daysLeft", { count: daysLeft })}
          </strong>
          {!expired && date ? (
            <span className="ms-2">{t("workspace.banner.until", { date })}</span>
          ) : null}
        </p>
        <a
          href={summary.upgrade_url}
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t("workspace.banner.upgrade")}
        </a>
      </div>
    </div>
  );
}

function SignedInAs({ me }: { me: WorkspaceMe }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="signed-in-as">
      {t("members.shell.signedInAs", { name: me.name })}{" "}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {t(`members.roles.${me.role}`)}
      </span>
    </p>
  );
}

type NavEntry<Label extends string = string> = {
  to: string;
  label: Label;
  end?: boolean;
  shown?: (me: WorkspaceMe) => boolean;
};

const atLeast = (role: WorkspaceMe["role"]) => (me: WorkspaceMe) => roleAtLeast(me.role, role);

/** The workspace's pages in order; the last ones only for those who manage them. */
export const navEntries = [
  { to: workspacePaths.dashboard(), label: "dashboard.nav" },
  { to: workspacePaths.register(), label: "members.shell.register", end: true },
  { to: workspacePaths.people(), label: "register.nav.people" },
  { to: workspacePaths.licenses(), label: "licenses.nav" },
  { to: workspacePaths.devices(), label: "devices.nav" },
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

/** The workspace's pages, the dashboard first; hidden where the member's role cannot use them. */
function WorkspaceNav({ me }: { me: WorkspaceMe }) {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `border-b-2 px-1 pb-2 text-sm font-medium ${
      isActive
        ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
        : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
    }`;
  return (
    <nav aria-label={t("members.shell.nav")} className="mx-auto max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {(navEntries as readonly NavEntry<(typeof navEntries)[number]["label"]>[])
          .filter((entry) => entry.shown?.(me) ?? true)
          .map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end ?? false} className={linkClass}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
