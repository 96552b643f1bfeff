import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { request } from "../../../../lib/http/http-client.ts";

/** Confirms the address from the e-mail link once, then says whether it worked. */
export function EmailConfirmationStatus({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirmation = useQuery({
    queryKey: ["confirm-email", token],
    queryFn: () => request("/api/customer/auth/confirm-email", { json: { token } }),
    retry: false,
    staleTime: Infinity,
  });

  if (confirmation.isPending) {
    return (
      <h1
        role="status"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t("auth.confirmingTitle")}
      </h1>
    );
  }
  const confirmed = confirmation.isSuccess;
  return (
    <div
      className="space-y-4"
      role={confirmed ? "status" : "alert"}
      data-testid="email-confirmation"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {confirmed ? t("auth.confirmedTitle") : t("auth.confirmFailedTitle")}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">
        {confirmed ? t("auth.confirmedText") : t("auth.confirmFailedText")}
      </p>
      <Link to="/login" className={buttonClasses("primary", "w-full")}>
        {t("auth.continueToSignIn")}
      </Link>
    </div>
  );
}
