import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/**
 * The workspace's maximum token lifetime (null: none), which bounds what the form offers. It
 * is changed on the settings page, the one place for it; this links there.
 */
export function TokenLifetimeNote({ maxDays }: { maxDays: number | null }) {
  const { t } = useTranslation();
  const days =
    maxDays === null ? t("apiTokens.policy.none") : t("apiTokens.policy.days", { n: maxDays });
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="token-lifetime-note">
      {t("apiTokens.policy.summary", { days })}
      {" — "}
      <Link
        to={workspacePaths.settings()}
        className="font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
      >
        {t("apiTokens.policy.change")}
      </Link>
    </p>
  );
}
