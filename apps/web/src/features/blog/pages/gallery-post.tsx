import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { MiniChart, type ChartShape } from "../components/mini-chart.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

type View = { title: string; caption: string; alt: string; shape: ChartShape };

const views: readonly View[] = [
  {
    title: "Encryption coverage",
    caption:
      "Share of devices with BitLocker or FileVault on and a stored recovery key. Act below 98%.",
    alt: "Donut chart: 97% of devices encrypted",
    shape: { kind: "donut", percent: 97 },
  },
  {
    title: "Patch age",
    caption:
      "Devices grouped by days since the last OS update. The bars right of 30 days are your to-do list.",
    alt: "Bar chart of devices by patch age, most under 14 days, a small tail beyond 30 days",
    shape: { kind: "bars", values: [212, 146, 58, 21, 9, 4] },
  },
  {
    title: "Silent devices",
    caption:
      "Devices that have not checked in to their MDM for 30 days, by week. A rising line usually means leavers keeping laptops.",
    alt: "Line chart of silent devices falling from 31 to 8 over eight weeks",
    shape: { kind: "line", values: [31, 27, 24, 22, 15, 12, 10, 8] },
  },
  {
    title: "Warranty expiry",
    caption:
      "Warranties ending per month for the next six months: plan replacements before repairs get expensive.",
    alt: "Bar chart of warranties ending per month, peaking at 38 in month four",
    shape: { kind: "bars", values: [12, 19, 24, 38, 17, 9] },
  },
  {
    title: "Assigned devices",
    caption: "Devices with a named owner. Alerts only work when this is close to 100%.",
    alt: "Donut chart: 92% of devices have an owner",
    shape: { kind: "donut", percent: 92 },
  },
  {
    title: "Licence seats in use",
    caption:
      "Seats used against seats paid for, per month. The gap is money you can get back at renewal.",
    alt: "Line chart of licence seats used rising from 410 to 455 over eight months",
    shape: { kind: "line", values: [410, 418, 421, 430, 436, 441, 449, 455] },
  },
];

export default function GalleryPostPage() {
  const page = usePageText("blogGalleryPost");
  const post = postOfFormat("gallery");
  return (
    <div data-page="blog-gallery-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <Prose>
          <p>
            Dashboards are only useful if someone knows what a good number looks like. These are the
            six views our own IT team opens every morning, with the figures from a 450-device
            customer workspace and the threshold at which we would act.
          </p>
        </Prose>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {views.map((view) => (
            <li key={view.title}>
              <figure className="h-full rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <MiniChart shape={view.shape} label={view.alt} />
                <figcaption className="mt-4">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {view.title}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                    {view.caption}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <Prose>
          <h3>Read them together</h3>
          <p>
            No single view tells the whole story. A dip in encryption coverage together with a rise
            in silent devices usually means a batch of new laptops was handed out before enrolment
            finished. A gap between licence seats and assigned devices points to accounts that
            outlived their owners. Ten minutes with all six views each morning catches most problems
            while they are still small.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
