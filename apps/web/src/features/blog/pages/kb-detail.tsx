import { Link, useParams } from "react-router";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { formatDate } from "../components/format.ts";
import { findKbArticle, type KbArticle, type KbStep } from "../data/kb-articles.ts";

function StepList({ steps }: { steps: readonly KbStep[] }) {
  return (
    <ol className="space-y-6">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-blue-700 font-bold text-white dark:bg-blue-400 dark:text-slate-950"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ArticleBody({ article }: { article: KbArticle }) {
  return (
    <Section title={article.title} id="article">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {article.section} · about {article.minutes} minutes · last reviewed{" "}
        <time dateTime={article.updated}>{formatDate(article.updated)}</time>
      </p>
      <div className="mt-8 max-w-3xl rounded-xl border border-blue-200 bg-blue-50 p-6 dark:border-blue-900 dark:bg-blue-950">
        <h3 className="font-semibold text-slate-900 dark:text-white">Before you start</h3>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-700 dark:text-slate-300">
          {article.before.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="mt-10 max-w-3xl">
        <StepList steps={article.steps} />
      </div>
    </Section>
  );
}

function Troubleshooting({ article }: { article: KbArticle }) {
  const related = article.relatedIds.map(findKbArticle).filter((item) => item !== undefined);
  return (
    <Section title="If something goes wrong" id="troubleshooting" tone="muted">
      <dl className="max-w-3xl space-y-6">
        {article.troubleshooting.map((item) => (
          <div key={item.title}>
            <dt className="font-semibold text-slate-900 dark:text-white">{item.title}</dt>
            <dd className="mt-1 text-slate-700 dark:text-slate-300">{item.text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 text-lg font-semibold text-slate-900 dark:text-white">
        Related articles
      </h3>
      <ul className="mt-4 space-y-2">
        {related.map((item) => (
          <li key={item.id}>
            <Link
              to={`/kb-detail/${item.id}`}
              className="text-blue-700 hover:underline dark:text-blue-300"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700 dark:text-slate-300">
        Still stuck?{" "}
        <Link
          to="/helpcenter-support"
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          Contact support
        </Link>{" "}
        and include the article title and your device’s serial number.
      </p>
    </Section>
  );
}

export default function KbDetailPage() {
  const page = usePageText("kbDetail");
  const { id } = useParams();
  const article = findKbArticle(id);
  return (
    <div data-page="kb-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Knowledge base"
        title={page.title}
        lead={article?.summary ?? page.description}
      />
      {article ? (
        <>
          <ArticleBody article={article} />
          <Troubleshooting article={article} />
        </>
      ) : (
        <NotFoundPanel
          title="We could not find that article"
          text="The knowledge-base article you asked for does not exist or has been merged into another one. Browse the list of articles instead."
          backTo="/blog#knowledge-base"
          backLabel="Browse the knowledge base"
        />
      )}
    </div>
  );
}
