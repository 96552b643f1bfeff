import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { BlogSidebar } from "../components/blog-sidebar.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const evidence = [
  "The inventory itself, exported with the date it was produced.",
  "An owner for every asset, and proof that owners know they are owners.",
  "How the inventory is kept current: MDM syncs, directory syncs, procurement hand-offs.",
  "A recent reconciliation between the inventory and reality, with the differences you found and fixed.",
  "Records of assets that were returned, reassigned or disposed of — the link to controls 5.11 and 7.14.",
];

export default function LeftSidebarPostPage() {
  const page = usePageText("blogLeftSidebarPost");
  const post = postOfFormat("sidebar");
  return (
    <div data-page="blog-left-sidebar-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post} sidebar={<BlogSidebar currentSlug={post.slug} />}>
        <Prose>
          <p>
            ISO/IEC 27001:2022 reorganised Annex A into 93 controls. The one about inventories is
            now control 5.9, “Inventory of information and other associated assets”, and its
            requirement fits in one sentence: an inventory of information and other associated
            assets, including owners, shall be developed and maintained. Each part of that sentence
            is something an auditor will test.
          </p>
          <h3>“Information and other associated assets”</h3>
          <p>
            The inventory is not only hardware. It covers the information you hold and the things it
            lives on or passes through: devices, but also software, cloud services and the people or
            teams who run them. Most organisations keep devices in one place and systems in another.
            That is acceptable, as long as you can show both and explain how they relate.
          </p>
          <h3>“Including owners”</h3>
          <p>
            This is the part most often missing. The standard expects each asset to have an owner
            who is responsible for it across its life cycle. A column that says “IT” for every row
            will not convince an auditor; a named person or role per asset will.
          </p>
          <h3>“Developed and maintained”</h3>
          <p>
            A list produced the week before the audit shows that an inventory was developed. It does
            not show that it is maintained. Expect to be asked for evidence like this:
          </p>
          <ul>
            {evidence.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3>Controls that lean on the inventory</h3>
          <p>
            Several other controls assume the inventory exists: 5.10 (acceptable use), 5.11 (return
            of assets), 7.10 (storage media), 7.14 (secure disposal or re-use of equipment) and 8.1
            (user endpoint devices). An auditor who finds gaps in 5.9 will look harder at all of
            them, which is why it pays to get this one right first.
          </p>
          <h3>A practical sampling test</h3>
          <p>
            Many auditors pick ten devices from the inventory and ask to see them, then pick ten
            devices from the office floor and look for them in the inventory. Run that test yourself
            a month before the audit. If you cannot find all twenty in under an hour, you know where
            to spend the month.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
