import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../button-classes.ts";
import { workspacePaths } from "../../lib/workspace-paths.ts";

/**
 * What an admins-only workspace page shows a member below admin who opens it directly
 * (the link to it is hidden from them, and the API refuses them anyway).
 */
export function AdminsOnly({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-4">
      <p>{message}</p>
      <Link to={workspacePaths.register()} className={buttonClasses("secondary")}>
        {t("members.shell.register")}
      </Link>
    </div>
  );
}
