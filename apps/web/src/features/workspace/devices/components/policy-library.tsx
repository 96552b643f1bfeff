import { libraryEnableSchema, type LibraryEnable } from "@fleetward/contracts/workspace-policies";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  linkClasses,
  panelClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import {
  useEnableLibraryPolicy,
  usePolicyLibrary,
  type LibraryPolicy,
} from "../api/policies-api.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The curated policies; admins switch one on, with its one setting when it has one. */
export function PolicyLibrary({ canAdmin }: { canAdmin: boolean }) {
  const { t } = useTranslation();
  const library = usePolicyLibrary();
  return (
    <section aria-labelledby="policy-library" className={`${panelClasses} space-y-4`}>
      <div>
        <h2 id="policy-library" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.policies.library")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {t("devices.policies.libraryLead")}
        </p>
      </div>
      <LoadState query={library}>
        {(entries) => (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="policy-library">
            {entries.map((entry) => (
              <LibraryEntry key={entry.key} entry={entry} canAdmin={canAdmin} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/** The body to switch an entry on: its parameter from the text typed, checked by the contract. */
export function libraryValues(entry: LibraryPolicy, value: string): LibraryEnable | null {
  const raw =
    entry.parameter === "minutes"
      ? { minutes: Number(value) }
      : entry.parameter === "min_version"
        ? { min_version: value }
        : {};
  const parsed = libraryEnableSchema.safeParse(raw);
  return parsed.success ? raw : null;
}

function LibraryEntry({ entry, canAdmin }: { entry: LibraryPolicy; canAdmin: boolean }) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const name = builtin.policy(entry.name);
  const id = useId();
  const enable = useEnableLibraryPolicy();
  const [value, setValue] = useState(
    entry.default_value === null ? "" : String(entry.default_value),
  );
  const values = libraryValues(entry, value);
  const onSwitchOn = async () => {
    if (!values) return;
    try {
      await enable.mutateAsync({ key: entry.key, values });
      showNotice({
        kind: "success",
        title: t("devices.policies.switchedOn", { name }),
      });
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">{name}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {builtin.policy(entry.description)}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {entry.platforms.map((platform) => t(`devices.platforms.${platform}`)).join(", ")}
      </p>
      {entry.policy_id ? (
        <p className="mt-auto flex items-center gap-3 text-sm">
          <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
            {t("devices.policies.isOn")}
          </span>
          <Link to={workspacePaths.policy(entry.policy_id)} className={linkClasses}>
            {t("devices.policies.open")}
          </Link>
        </p>
      ) : canAdmin ? (
        <div className="mt-auto flex flex-wrap items-end gap-3">
          {entry.parameter ? (
            <div className="w-36">
              <label htmlFor={`${id}-value`} className="block text-sm font-medium">
                {entry.parameter === "minutes"
                  ? t("devices.policies.minutes")
                  : t("devices.policies.minVersion")}
              </label>
              <input
                id={`${id}-value`}
                dir="ltr"
                inputMode={entry.parameter === "minutes" ? "numeric" : "decimal"}
                className={fieldClasses}
                value={value}
                aria-invalid={values ? undefined : true}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
          ) : null}
          <button
            type="button"
            className={buttonClasses("primary")}
            disabled={!values || enable.isPending}
            aria-label={t("devices.policies.switchOnLabel", { name })}
            onClick={() => void onSwitchOn()}
          >
            {t("devices.policies.switchOn")}
          </button>
        </div>
      ) : null}
    </li>
  );
}
