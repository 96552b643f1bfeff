import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { formatDate } from "../../../../lib/format.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useRevokeApiToken, type ApiToken } from "../api/api-tokens-api.ts";

/** Every token of the workspace (never a secret): what it may do, its use, revoke. */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation();
  if (tokens.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("apiTokens.list.none")}</p>;
  }
  const columns = [
    t("apiTokens.list.name"),
    t("apiTokens.list.token"),
    t("apiTokens.list.scope"),
    t("apiTokens.list.createdBy"),
    t("apiTokens.list.lastUsed"),
    t("apiTokens.list.expires"),
    t("apiTokens.list.actions"),
  ];
  return (
    <TokensTable caption={t("apiTokens.list.caption")} columns={columns}>
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </TokensTable>
  );
}

/** A cell of the table; logical alignment, so RTL mirrors it. */
const cell = "px-3 py-2 text-start align-middle";

function TokensTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="api-token-list">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiToken();
  const date = (value: string | null, none: string) =>
    value ? formatDate(value, i18n.language, { dateStyle: "medium" }) : none;
  const state = token.revoked
    ? t("apiTokens.list.revoked")
    : token.expired
      ? t("apiTokens.list.expired")
      : date(token.expires_at, t("apiTokens.list.never"));
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={cell}>{token.name}</td>
      <td className={`${cell} font-mono`} dir="ltr">
        {`${token.prefix}…${token.last_four}`}
      </td>
      <td className={cell}>{t(`apiTokens.scopes.${token.scope}`)}</td>
      <td className={cell}>{token.created_by_name ?? "—"}</td>
      <td className={cell}>{date(token.last_used_at, t("apiTokens.list.neverUsed"))}</td>
      <td className={cell}>{state}</td>
      <td className={cell}>
        {token.revoked ? null : (
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={revoke.isPending}
            aria-label={t("apiTokens.list.revokeNamed", { name: token.name })}
            onClick={() =>
              revoke.mutate(token.id, {
                onSuccess: () =>
                  showNotice({
                    kind: "success",
                    title: t("apiTokens.list.revokedNotice", { name: token.name }),
                  }),
                onError: (error) => notifyFailure(error, t),
              })
            }
          >
            {t("apiTokens.list.revoke")}
          </button>
        )}
      </td>
    </tr>
  );
}
