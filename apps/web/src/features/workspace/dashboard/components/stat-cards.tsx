import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../../lib/format.ts";
import type { DeviceCard, StatCard } from "../lib/dashboard-data.ts";

type Card = StatCard | DeviceCard;
type StatCardsProps = { id: string; title: string; cards: Card[]; columns: string };

/** A row of key figures; each opens the register (or device list) filtered to what it counts. */
export function StatCards({ id, title, cards, columns }: StatCardsProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {title}
      </h2>
      <ul className={`mt-2 grid grid-cols-2 gap-3 ${columns}`}>
        {cards.map((card) => (
          <li key={card.key}>
            <StatCardItem card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatCardItem({ card }: { card: Card }) {
  const { t, i18n } = useTranslation();
  const tone = card.attention
    ? "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
    : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";
  const body = (
    <>
      <span className="block text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
        {formatNumber(card.count, i18n.language)}
      </span>
      <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
        {t(`dashboard.cards.${card.key}`)}
      </span>
    </>
  );
  const frame = `block h-full rounded-xl border p-4 ${tone}`;
  return card.href ? (
    <Link
      to={card.href}
      data-testid={`stat-${card.key}`}
      className={`${frame} transition-colors hover:border-blue-600 dark:hover:border-blue-400`}
    >
      {body}
    </Link>
  ) : (
    <div data-testid={`stat-${card.key}`} className={frame}>
      {body}
    </div>
  );
}
