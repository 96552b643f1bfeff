import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";
import {
  acceptInvitation,
  useInvitationPreview,
  type InvitationPreview,
} from "../api/members-api.ts";
import { AcceptNewForm } from "../components/accept-new-form.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/**
 * `/workspace/invitation?token=…` on the workspace's host: what the link invites to, then
 * accept as the signed-in account, sign in, or create the account.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useInvitationPreview(token);
  const meta = (
    <PageMeta title={t("members.accept.metaTitle")} description={t("members.accept.lead")} />
  );

  let body: React.ReactNode;
  if (!token || preview.isError) {
    body = <p role="alert">{t("members.accept.invalid")}</p>;
  } else if (!preview.data) {
    body = <p role="status">{t("common.loading")}</p>;
  } else {
    body = <Invited preview={preview.data} token={token} />;
  }
  return (
    <WorkspaceShell summary={null} appDomain={null}>
      {meta}
      <div className="mx-auto max-w-md space-y-6 px-4 py-12" data-testid="invitation-page">
        {body}
      </div>
    </WorkspaceShell>
  );
}

function Invited({ preview, token }: { preview: InvitationPreview; token: string }) {
  const { t } = useTranslation();
  const { token: session } = useAuthSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [newAccount, setNewAccount] = useState(!preview.account_exists);

  async function joined() {
    await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    showNotice({
      kind: "success",
      title: t("members.accept.joined", { workspace: preview.workspace_name }),
    });
    await navigate(workspacePaths.register());
  }

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("members.accept.title", { workspace: preview.workspace_name })}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t("members.accept.invitedAs", {
            email: preview.email,
            role: t(`members.roles.${preview.role}`),
          })}
        </p>
      </div>
      {session ? (
        <AcceptAsSignedIn token={token} onJoined={() => void joined()} />
      ) : newAccount ? (
        <>
          <AcceptNewForm token={token} email={preview.email} onJoined={() => void joined()} />
          <button
            type="button"
            className={buttonClasses("secondary", "w-full")}
            onClick={() => setNewAccount(false)}
          >
            {t("members.accept.haveAccount")}
          </button>
        </>
      ) : (
        <>
          <WorkspaceSignIn appDomain={preview.workspace_name} passkeys={false} />
          <button
            type="button"
            className={buttonClasses("secondary", "w-full")}
            onClick={() => setNewAccount(true)}
          >
            {t("members.accept.needAccount")}
          </button>
        </>
      )}
    </>
  );
}

/** Signed in: one click joins; another account's address gets the API's explanation. */
function AcceptAsSignedIn({ token, onJoined }: { token: string; onJoined: () => void }) {
  const { t } = useTranslation();
  const { email } = useAuthSession();
  const [sending, setSending] = useState(false);
  const [wrongAccount, setWrongAccount] = useState(false);

  async function accept() {
    setSending(true);
    try {
      await acceptInvitation(token);
      onJoined();
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) setWrongAccount(true);
      else showNotice({ kind: "error", title: t("members.accept.failed") });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-4">
      {email ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("members.accept.signedInAs", { email })}
        </p>
      ) : null}
      {wrongAccount ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t("members.accept.wrongAccount")}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClasses("primary", "w-full")}
        disabled={sending}
        onClick={() => void accept()}
      >
        {t("members.accept.accept")}
      </button>
      <button
        type="button"
        className={buttonClasses("secondary", "w-full")}
        onClick={() => void signOut()}
      >
        {t("members.accept.switchAccount")}
      </button>
    </div>
  );
}
