const stats = [
  { label: "Managed devices", value: "1,284", note: "+36 this month" },
  { label: "Pass all four checks", value: "91%", note: "up from 78% in August" },
  { label: "Need attention", value: "116", note: "23 of them critical" },
];

// Widths are whole class names so Tailwind finds them, and no inline style trips the CSP.
const checks = [
  { label: "Disk encryption", pass: 98, width: "w-[98%]" },
  { label: "OS patch level", pass: 93, width: "w-[93%]" },
  { label: "Screen lock", pass: 96, width: "w-[96%]" },
  { label: "Endpoint protection", pass: 95, width: "w-[95%]" },
];

const attention = [
  {
    device: "LT-0412 · Windows 11",
    owner: "Jonas B.",
    issue: "Security update missing for 21 days",
    severity: "Critical",
  },
  {
    device: "MBP-SDEVRIES · macOS 15",
    owner: "Sanne d. V.",
    issue: "Endpoint protection not reporting",
    severity: "High",
  },
  {
    device: "PX-7-SALES-03 · Android 15",
    owner: "Sales pool",
    issue: "No screen lock set",
    severity: "High",
  },
];

const severityClasses: Record<string, string> = {
  Critical: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  High: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** A static picture of the posture dashboard, built from markup so it costs no image download. */
export function PosturePreview() {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-4 dark:border-slate-800">
        <p className="font-semibold text-slate-900 dark:text-white">
          Security posture · acme.fleetward.com
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">Last sync 4 minutes ago</p>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{stat.value}</dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">{stat.note}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ul className="space-y-3">
          {checks.map((check) => (
            <li key={check.label}>
              <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
                <span>{check.label}</span>
                <span className="font-semibold">{check.pass}% pass</span>
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
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${severityClasses[item.severity] ?? ""}`}
                >
                  {item.severity}
                </span>
              </div>
              <p className="text-slate-600 dark:text-slate-400">
                {item.issue} · {item.owner}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        Product illustration with sample data from a fictional 1,284-device organisation.
      </figcaption>
    </figure>
  );
}
