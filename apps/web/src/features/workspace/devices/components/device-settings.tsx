import { deviceSettingsSchema, type DeviceSettings } from "@fleetward/contracts/workspace-devices";
import { useEffect, useEffectEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { panelClasses } from "../../../../components/workspace/devices/device-classes.ts";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useDeviceSettings, useSaveDeviceSettings } from "../api/devices-api.ts";

const fields = [
  "online_minutes",
  "missing_days",
  "detail_interval_minutes",
  "distributed_interval_seconds",
  "log_retention_days",
] as const satisfies readonly (keyof DeviceSettings)[];

const bounds: Record<(typeof fields)[number], [number, number]> = {
  online_minutes: [1, 1440],
  missing_days: [1, 365],
  detail_interval_minutes: [5, 1440],
  distributed_interval_seconds: [10, 3600],
  log_retention_days: [1, 90],
};

/** The workspace's device settings (admins): status thresholds, intervals, log retention. */
export function DeviceSettingsPanel() {
  const { t } = useTranslation();
  const settings = useDeviceSettings();
  return (
    <section aria-labelledby="device-settings" className={`${panelClasses} space-y-4`}>
      <div>
        <h2 id="device-settings" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.settings.title")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("devices.settings.lead")}</p>
      </div>
      <LoadState query={settings}>{(data) => <SettingsForm settings={data} />}</LoadState>
    </section>
  );
}

function SettingsForm({ settings }: { settings: DeviceSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveDeviceSettings();
  const form = useContractForm(deviceSettingsSchema, {
    defaultValues: settings,
    messages: Object.fromEntries(fields.map((name) => [name, "devices.settings.outOfRange"])),
  });
  const resetTo = useEffectEvent((values: DeviceSettings) => form.reset(values));
  useEffect(() => resetTo(settings), [settings]);
  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync(values);
    showNotice({ kind: "success", title: t("devices.settings.saved") });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((name) => {
          const registered = form.register(name, { valueAsNumber: true });
          const error = form.formState.errors[name]?.message;
          return (
            <TextField
              key={name}
              id={`${id}-${name}`}
              type="number"
              inputMode="numeric"
              min={bounds[name][0]}
              max={bounds[name][1]}
              label={t(`devices.settings.${name}`)}
              hint={t("devices.settings.range", { min: bounds[name][0], max: bounds[name][1] })}
              error={error}
              {...registered}
            />
          );
        })}
      </div>
      <SubmitButton
        sending={form.sending}
        label={t("devices.settings.save")}
        sendingLabel={t("devices.settings.saving")}
      />
    </form>
  );
}
