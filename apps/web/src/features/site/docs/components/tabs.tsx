import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type Tab = { id: string; label: string; content: ReactNode };

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const mirrored: Record<string, string> = { ArrowLeft: "ArrowRight", ArrowRight: "ArrowLeft" };

/** WAI-ARIA tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // In right-to-left layouts the arrow keys follow the visual order.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const key = rtl ? (mirrored[event.key] ?? event.key) : event.key;
    const move = keyMoves[key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 ${
                active
                  ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-200"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={index !== selected}
          tabIndex={0}
          className="pt-4 text-slate-700 dark:text-slate-300"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
