const devices = [
  { name: "MBP-DESIGN-014", owner: "Lena Fischer", status: "Needs update", tone: "amber" },
  { name: "WIN-FIN-203", owner: "Omar Haddad", status: "Not encrypted", tone: "red" },
  { name: "IPH-SALES-077", owner: "Sofia Rossi", status: "Healthy", tone: "green" },
] as const;

const toneClasses = {
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
};

/** A product illustration for the hero: what the fleet overview looks like. */
export function FleetSnapshot() {
  return (
    <figure
      aria-label="Illustration of the Fleetward fleet overview"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Fleet overview</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Synced 3 min ago</p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {[
          ["1,284", "devices"],
          ["97%", "encrypted"],
          ["12", "need attention"],
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
              {device.status}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
