export type ChartShape =
  | { kind: "donut"; percent: number }
  | { kind: "bars"; values: readonly number[] }
  | { kind: "line"; values: readonly number[] };

function Donut({ percent }: { percent: number }) {
  const circumference = 2 * Math.PI * 40;
  return (
    <>
      <circle
        cx="100"
        cy="60"
        r="40"
        fill="none"
        strokeWidth="14"
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      <circle
        cx="100"
        cy="60"
        r="40"
        fill="none"
        strokeWidth="14"
        strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
        transform="rotate(-90 100 60)"
        className="stroke-blue-600 dark:stroke-blue-400"
      />
      <text
        x="100"
        y="66"
        textAnchor="middle"
        className="fill-slate-900 text-lg font-bold dark:fill-white"
      >
        {percent}%
      </text>
    </>
  );
}

function Bars({ values }: { values: readonly number[] }) {
  const max = Math.max(...values, 1);
  const width = 160 / values.length;
  return (
    <>
      {values.map((value, index) => {
        const height = (value / max) * 90;
        return (
          <rect
            key={index}
            x={20 + index * width + 4}
            y={105 - height}
            width={width - 8}
            height={height}
            rx="3"
            className="fill-emerald-600 dark:fill-emerald-400"
          />
        );
      })}
    </>
  );
}

function Line({ values }: { values: readonly number[] }) {
  const max = Math.max(...values, 1);
  const step = 160 / Math.max(values.length - 1, 1);
  const points = values
    .map((value, index) => `${20 + index * step},${105 - (value / max) * 90}`)
    .join(" ");
  return (
    <polyline
      points={points}
      fill="none"
      strokeWidth="4"
      strokeLinejoin="round"
      className="stroke-violet-600 dark:stroke-violet-400"
    />
  );
}

/** A tiny illustrative chart; `label` is its text alternative. */
export function MiniChart({ shape, label }: { shape: ChartShape; label: string }) {
  return (
    <svg viewBox="0 0 200 120" role="img" aria-label={label} className="h-auto w-full">
      {shape.kind === "donut" ? <Donut percent={shape.percent} /> : null}
      {shape.kind === "bars" ? <Bars values={shape.values} /> : null}
      {shape.kind === "line" ? <Line values={shape.values} /> : null}
    </svg>
  );
}
