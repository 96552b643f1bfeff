import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../button-classes.ts";
import { clearSession, signOut, useAuthSession } from "../../lib/auth/auth-store.ts";
import { isCompanySignInRefusal, isTwoStepRefusal } from "../../lib/auth/two-step.ts";
import { hasStatus } from "../../lib/http/http-status.ts";
import { showNotice } from "../../lib/notices/notice-store.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
  workspaceKeys,
} from "../../lib/workspace/workspace-queries.ts";
import {
  CompanySignInButton,
  CompanySignInFailure,
  useCompanySignInReturn,
  type CompanySignInError,
} from "./company-sign-in.tsx";
import { WorkspaceShell } from "./workspace-shell.tsx";
import { WorkspaceSignIn } from "./workspace-sign-in.tsx";
import { PageMeta } from "../page-meta.tsx";
import { SubjectContext, workspaceTitle } from "./workspace-title.tsx";

/** What a workspace page knows once the caller is a signed-in member. */
export type WorkspaceAccess = {
  summary: WorkspaceSummary;
  me: WorkspaceMe;
  /**
   * The workspace takes no changes at all: its trial has ended. The same for every role; what
   * the caller's role allows is `canEdit` (or `me.role` / `me.capabilities` for more).
   */
  readOnly: boolean;
  /** The caller may change assets, people, licences…: technician or above, and not read-only. */
  canEdit: boolean;
};

/** The one place a workspace page's `readOnly` and `canEdit` are worked out. */
export function workspaceAccessOf(summary: WorkspaceSummary, me: WorkspaceMe): WorkspaceAccess {
  const readOnly = summary.read_only;
  return { summary, me, readOnly, canEdit: me.capabilities.edit_assets && !readOnly };
}

type WorkspaceGateProps = {
  /** The page's section, as the workspace menu names it ("Devices"): its title until a thing is shown. */
  title: string;
  /** The page's meta description. */
  description: string;
  /**
   * "column" (the default): the page sits in the workspace's centred column; "full": the page
   * lays out its own width (the asset register, whose upgrade notice sits above its column).
   */
  width?: "column" | "full";
  children: (access: WorkspaceAccess) => ReactNode;
};

/**
 * Between the workspace's address and every workspace page: "no workspace here" for an unknown
 * address, the sign-in form, "not a member" for others, then the page with the caller's access.
 */
export function WorkspaceGate({ title, description, width, children }: WorkspaceGateProps) {
  const [subject, setSubject] = useState<string | null>(null);
  const session = useWorkspaceSession();
  const name = session.summary.data?.name ?? null;
  const meta = <PageMeta title={workspaceTitle(title, subject, name)} description={description} />;
  return (
    <SubjectContext value={setSubject}>
      <GateContent meta={meta} width={width} session={session}>
        {children}
      </GateContent>
    </SubjectContext>
  );
}

type GateContentProps = Pick<WorkspaceGateProps, "width" | "children"> & {
  meta: ReactNode;
  session: ReturnType<typeof useWorkspaceSession>;
};

function GateContent({ meta, width = "column", session, children }: GateContentProps) {
  const { token, lookup, summary, me, signedOut, handleSignOut, companyReturn } = session;

  const appDomain = lookup.data?.app_domain ?? null;
  if (lookup.isPending) return <Centered meta={meta}>{<Loading />}</Centered>;
  if (companyReturn.finishing) {
    return <Centered meta={meta}>{<Loading label="sso.signIn.finishing" />}</Centered>;
  }
  if (lookup.isError) {
    return hasStatus(lookup.error, 404) ? (
      <NoWorkspace meta={meta} />
    ) : (
      <Centered meta={meta}>
        <LoadFailed onRetry={() => void lookup.refetch()} />
      </Centered>
    );
  }
  if (!token || signedOut) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain}>
        {meta}
        <div className="px-4 py-12">
          <WorkspaceSignIn
            appDomain={appDomain ?? ""}
            passkeys={lookup.data?.passkeys ?? false}
            companyError={companyReturn.error}
          />
        </div>
      </WorkspaceShell>
    );
  }

  const onSignOut = () => void handleSignOut();
  // 404: signed in, but not as a member of this workspace.
  if (hasStatus(summary.error, 404) || hasStatus(me.error, 404)) {
    return <NoWorkspace meta={meta} onSignOut={onSignOut} signedIn />;
  }
  const shell = (content: ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={onSignOut}
      me={me.data}
    >
      {meta}
      {content}
    </WorkspaceShell>
  );
  if (isCompanySignInRefusal(summary.error) || isCompanySignInRefusal(me.error)) {
    return shell(<CompanySignInRequired error={companyReturn.error} />);
  }
  if (isTwoStepRefusal(summary.error) || isTwoStepRefusal(me.error)) {
    return shell(<TwoStepRequired />);
  }
  if (summary.isError || me.isError) {
    return shell(
      <LoadFailed onRetry={() => void Promise.all([summary.refetch(), me.refetch()])} />,
    );
  }
  if (!summary.data || !me.data) return shell(<Loading />);
  const page = children(workspaceAccessOf(summary.data, me.data));
  return shell(
    width === "full" ? page : <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{page}</div>,
  );
}

/** The workspace at this address, the caller's membership, and signing out of it. */
function useWorkspaceSession() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const queryClient = useQueryClient();
  const lookup = useWorkspaceLookup();
  const summary = useWorkspaceSummary(lookup.isSuccess ? token : null);
  const me = useWorkspaceMe(lookup.isSuccess ? token : null);

  // A token this origin no longer honours (expired, revoked): back to the sign-in screen.
  const signedOut = hasStatus(summary.error, 401) || hasStatus(me.error, 401);
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut]);

  async function handleSignOut() {
    await signOut();
    queryClient.removeQueries({ queryKey: workspaceKeys.all });
    showNotice({ kind: "success", title: t("logout_success"), message: t("see_you_again") });
  }

  const companyReturn = useCompanySignInReturn();
  return { token, lookup, summary, me, signedOut, handleSignOut, companyReturn };
}

function Centered({ meta, children }: { meta: ReactNode; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center px-4">
      {meta}
      {children}
    </main>
  );
}

function Loading({
  label = "common.loading",
}: {
  label?: "common.loading" | "sso.signIn.finishing";
}) {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-300">
      {t(label)}
    </p>
  );
}

/** The member's domain must sign in through the company's provider here (ADR 0055). */
function CompanySignInRequired({ error }: { error: CompanySignInError | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
      <p role="alert" className="text-slate-800 dark:text-slate-200">
        {t("sso.signIn.required")}
      </p>
      {error ? <CompanySignInFailure error={error} /> : null}
      <CompanySignInButton />
    </div>
  );
}

function TwoStepRequired() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("secondFactors.workspace.requiredTitle")}
      </h1>
      <p className="mt-3 text-slate-800 dark:text-slate-200">
        <Trans
          i18nKey="secondFactors.workspace.requiredText"
          components={{ a: <Link to="/user-setting" className="font-semibold underline" /> }}
        />
      </p>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p className="text-slate-800 dark:text-slate-200">{t("workspace.loadFailed")}</p>
      <button type="button" className={buttonClasses("primary", "mt-4")} onClick={onRetry}>
        {t("errors.tryAgain")}
      </button>
    </div>
  );
}

/** Unknown address, or signed in as someone who is not a member: the same page. */
function NoWorkspace(props: { meta: ReactNode; signedIn?: boolean; onSignOut?: () => void }) {
  const { t } = useTranslation();
  return (
    <Centered meta={props.meta}>
      <div className="max-w-lg text-center" data-testid="no-workspace">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          {t("workspace.none.title")}
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          {props.signedIn ? t("members.none.notMember") : t("workspace.none.text")}
        </p>
        {props.onSignOut ? (
          <button
            type="button"
            className={buttonClasses("secondary", "mt-6")}
            onClick={props.onSignOut}
          >
            {t("workspace.none.switchAccount")}
          </button>
        ) : null}
      </div>
    </Centered>
  );
}
