import { useTranslation } from "react-i18next";

const devices = [
  { name: "MBP-DESIGN-014", owner: "Lena Fischer", status: "needsUpdate", tone: "amber" },
  { name: "WIN-FIN-203", owner: "Omar Haddad", status: "notEncrypted", tone: "red" },
  { name: "IPH-SALES-077", owner: "Sofia Rossi", status: "healthy", tone: "green" },
] as const;

const toneClasses = {
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
};

/** A product illustration for the hero: what the fleet overview looks like. */
export function FleetSnapshot() {
  const { t } = useTranslation();
  const text = t("marketing.home.snapshot", { returnObjects: true });
  return (
    <figure
      aria-label={text.label}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{text.title}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{text.synced}</p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {[
          ["1,284", text.devices],
          ["97%", text.encrypted],
          ["12", text.attention],
        ].map(([value, label]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {devices.map((device) => (
          <li key={device.name} className="flex items-center justify-between gap-3 py-3">
            <div>
              <p className="font-mono text-sm text-slate-900 dark:text-slate-100">{device.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{device.owner}</p>
            </div>
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-medium ${toneClasses[device.tone]}`}
            >
              {text[device.status]}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
