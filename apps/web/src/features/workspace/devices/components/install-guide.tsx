import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadState } from "../../../../components/load-state.tsx";
import { useOsqueryFlags } from "../api/devices-api.ts";
import {
  downloadText,
  installPlatforms,
  osqueryPath,
  restartCommands,
  withPrivateCa,
  type InstallPlatform,
} from "../lib/osquery-flags.ts";
import { CopyButton } from "./copy-button.tsx";
import { panelClasses } from "../../../../components/workspace/devices/device-classes.ts";

const codeClasses =
  "overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100 dark:bg-slate-950";

/** The flags file per platform (download or copy), the install steps and the TLS notes. */
export function InstallGuide() {
  const { t } = useTranslation();
  const id = useId();
  const [platform, setPlatform] = useState<InstallPlatform>("windows");
  const [privateCa, setPrivateCa] = useState(false);
  const flags = useOsqueryFlags(platform);
  const host = typeof window === "undefined" ? "" : window.location.host;
  return (
    <section aria-labelledby={`${id}-title`} className={`${panelClasses} space-y-4`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.add.flags")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("devices.add.flagsLead")}</p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t("devices.add.flagsPlatform")}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {installPlatforms.map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-platform`}
                value={choice}
                checked={platform === choice}
                onChange={() => setPlatform(choice)}
                className="size-4 accent-blue-700"
              />
              {t(`devices.platforms.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="inline-flex items-start gap-2">
          <input
            type="checkbox"
            checked={privateCa}
            onChange={(event) => setPrivateCa(event.target.checked)}
            aria-describedby={`${id}-ca-hint`}
            className="mt-1 size-4 accent-blue-700"
          />
          <span>{t("devices.add.privateCa")}</span>
        </label>
        <p id={`${id}-ca-hint`} className="ms-6 text-sm text-slate-600 dark:text-slate-400">
          {t("devices.add.privateCaHint", { path: osqueryPath(platform, "fleetward-ca.pem") })}
        </p>
      </div>
      <LoadState query={flags}>
        {(file) => (
          <FlagsFile
            platform={platform}
            flags={privateCa ? withPrivateCa(file.content, platform) : file.content}
            secretPath={file.enroll_secret_path}
            host={host}
          />
        )}
      </LoadState>
    </section>
  );
}

function FlagsFile({
  platform,
  flags,
  secretPath,
  host,
}: {
  platform: InstallPlatform;
  flags: string;
  secretPath: string;
  host: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const flagsPath = osqueryPath(platform, "osquery.flags");
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses("primary")}
          onClick={() => downloadText("osquery.flags", flags)}
        >
          {t("devices.add.download")}
        </button>
        <CopyButton text={flags} />
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t("devices.add.preview")}</summary>
        <pre dir="ltr" className={`${codeClasses} mt-2`} data-testid="flags-preview">
          {flags}
        </pre>
      </details>
      <section aria-labelledby={`${id}-steps`}>
        <h3 id={`${id}-steps`} className="font-semibold text-slate-900 dark:text-white">
          {t("devices.add.steps")} · {t(`devices.add.${platform}.title`)}
        </h3>
        <ol className="mt-2 list-decimal space-y-2 ps-6" data-testid="install-steps">
          <li>{t(`devices.add.${platform}.s1`)}</li>
          <li>{t(`devices.add.${platform}.s2`, { secret: secretPath, flags: flagsPath })}</li>
          <li>
            {t(`devices.add.${platform}.s3`)}
            <pre dir="ltr" className={`${codeClasses} mt-1`}>
              {restartCommands[platform]}
            </pre>
          </li>
        </ol>
      </section>
      <section aria-labelledby={`${id}-tls`}>
        <h3 id={`${id}-tls`} className="font-semibold text-slate-900 dark:text-white">
          {t("devices.add.tls")}
        </h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {t("devices.add.tlsHost", { host })}
        </p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("devices.add.tlsPrivate")}</p>
      </section>
    </>
  );
}
