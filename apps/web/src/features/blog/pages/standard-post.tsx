import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { PostCover } from "../components/post-cover.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

export default function StandardPostPage() {
  const page = usePageText("blogStandardPost");
  const post = postOfFormat("standard");
  return (
    <div data-page="blog-standard-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <PostCover category={post.category} className="mt-6 h-48 max-w-3xl rounded-xl sm:h-64" />
        <Prose>
          <p>
            A full hardware audit sounds like a quarter-long project. It does not have to be. With a
            clear plan, one coordinator and a few hours of help from each department, a 300-person
            organisation can count, reconcile and fix its hardware inventory in a single working
            week. Here is the plan we use with customers.
          </p>
          <h3>Day 1 — Decide what counts</h3>
          <p>
            Agree the scope before anyone picks up a scanner. We recommend everything that stores
            data or costs more than €200: laptops, desktops, phones, tablets, servers, network gear
            and monitors. Leave cables and mice out. Export your current list — spreadsheet,
            purchase ledger, whatever exists — and freeze it as the baseline you will reconcile
            against.
          </p>
          <h3>Day 2 — Let the devices report themselves</h3>
          <p>
            Anything enrolled in your MDM already reports itself. Connect Intune, Jamf Pro, Kandji
            or Google Workspace, or export their device lists, and compare. In a typical office this
            covers 80–90% of the computers and phones before anyone walks the floor.
          </p>
          <h3>Day 3 — Walk the floor</h3>
          <p>
            Now count what cannot report: monitors, docks, spare laptops in cupboards, the server
            room. Give each department lead a printed list of their people and ten minutes with a QR
            scanner. Label anything without an asset tag as you go; a roll of 500 tamper-evident
            labels costs less than one lost laptop.
          </p>
          <h3>Day 4 — Reconcile</h3>
          <p>
            Compare the three sources — baseline, self-reported and counted — and sort every device
            into one of four piles:
          </p>
          <ul>
            <li>
              <strong>Matched:</strong> in all sources with the same owner. Usually 70% or more.
            </li>
            <li>
              <strong>Found:</strong> counted but never recorded. Add it, find out who bought it.
            </li>
            <li>
              <strong>Missing:</strong> recorded but not found. Ask the last known owner before
              declaring it lost.
            </li>
            <li>
              <strong>Wrong owner:</strong> found with someone other than the record says. Update
              the record and collect a hand-over receipt.
            </li>
          </ul>
          <h3>Day 5 — Close the gaps and keep them closed</h3>
          <p>
            Chase the missing devices, retire the ones that are truly gone, and write a one-page
            summary: devices counted, matched rate, devices lost, and what you changed. Then make
            the audit the last one you do by hand: with your MDM syncing every 15 minutes and every
            check-out recorded, next year’s audit is a report you export in a minute.
          </p>
          <p>
            Our customers’ first audits typically find 4–8% of devices missing and a similar share
            that nobody had recorded. Both numbers fall below 1% within a year of continuous
            tracking.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
