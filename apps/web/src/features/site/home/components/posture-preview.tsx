import { useTranslation } from "react-i18next";

const stats = [
  { label: "managed", value: "1,284", note: "managedNote" },
  { label: "passAll", value: "91%", note: "passAllNote" },
  { label: "attention", value: "116", note: "attentionNote" },
] as const;

// Widths are whole class names so Tailwind finds them, and no inline style trips the CSP.
const checks = [
  { label: "encryption", pass: 98, width: "w-[98%]" },
  { label: "patch", pass: 93, width: "w-[93%]" },
  { label: "lock", pass: 96, width: "w-[96%]" },
  { label: "protection", pass: 95, width: "w-[95%]" },
] as const;

const attention = [
  {
    device: "LT-0412 · Windows 11",
    owner: "Jonas B.",
    issue: "issueUpdate",
    severity: "critical",
  },
  {
    device: "MBP-SDEVRIES · macOS 15",
    owner: "Sanne d. V.",
    issue: "issueProtection",
    severity: "high",
  },
  {
    device: "PX-7-SALES-03 · Android 15",
    owner: null,
    issue: "issueLock",
    severity: "high",
  },
] as const;

const severityClasses = {
  critical: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  high: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** A static picture of the posture dashboard, built from markup so it costs no image download. */
export function PosturePreview() {
  const { t } = useTranslation();
  const text = t("marketing.home.posture", { returnObjects: true });
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-4 dark:border-slate-800">
        <p className="font-semibold text-slate-900 dark:text-white">{text.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{text.lastSync}</p>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{text[stat.label]}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{stat.value}</dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">{text[stat.note]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ul className="space-y-3">
          {checks.map((check) => (
            <li key={check.label}>
              <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
                <span>{text[check.label]}</span>
                <span className="font-semibold">
                  {t("marketing.home.posture.pass", { percent: check.pass })}
                </span>
              </div>
              <div
                className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700"
                aria-hidden="true"
              >
                <div
                  className={`h-2 rounded-full bg-emerald-600 dark:bg-emerald-400 ${check.width}`}
                />
              </div>
            </li>
          ))}
        </ul>
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {attention.map((item) => (
            <li key={item.device} className="py-2 first:pt-0">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900 dark:text-white">{item.device}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${severityClasses[item.severity]}`}
                >
                  {text[item.severity]}
                </span>
              </div>
              <p className="text-slate-600 dark:text-slate-400">
                {text[item.issue]} · {item.owner ?? text.salesPool}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        {text.caption}
      </figcaption>
    </figure>
  );
}
