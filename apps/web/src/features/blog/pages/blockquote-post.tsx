import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

export default function BlockquotePostPage() {
  const page = usePageText("blogBlockquotePost");
  const post = postOfFormat("blockquote");
  return (
    <div data-page="blog-blockquote-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <figure className="mt-8 max-w-3xl rounded-2xl bg-gradient-to-br from-amber-50 to-orange-100 p-8 sm:p-12 dark:from-slate-900 dark:to-amber-950">
          <svg
            viewBox="0 0 48 36"
            aria-hidden="true"
            className="h-9 w-12 fill-amber-600 dark:fill-amber-400"
          >
            <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18Zm27 0V20C27 8 33 1 45 0v7c-6 1-9 5-9 11h9v18Z" />
          </svg>
          <blockquote className="mt-6 text-2xl leading-snug font-semibold text-slate-900 sm:text-3xl dark:text-white">
            <p>
              If you can’t name the owner, you don’t own the risk. Every device, every account,
              every licence needs one person who answers for it — before you buy a single tool.
            </p>
          </blockquote>
          <figcaption className="mt-6 text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">Dr Ruth Adeyemi</span>,
            Chief Information Security Officer, Meridian Health Network
          </figcaption>
        </figure>
        <Prose>
          <p>
            Meridian runs four hospitals and 22 clinics with around 9,000 devices, from workstations
            on wheels to infusion-pump tablets. When Dr Adeyemi joined, the network had three
            inventory tools and no agreed answer to a simple question: who is responsible for this
            device?
          </p>
          <h3>Ownership comes in two kinds</h3>
          <p>
            She separates the <strong>user</strong> — the person who has the device today — from the{" "}
            <strong>accountable owner</strong>, the manager of the budget and the service it
            supports. A shared ward workstation has no single user, but it must have an owner: the
            ward manager. When a check fails, the user fixes what they can; the owner decides
            whether the device may keep running.
          </p>
          <h3>How Meridian assigned 9,000 owners</h3>
          <ol>
            <li>Personal devices were assigned to their users automatically from the HR system.</li>
            <li>
              Shared devices were assigned to the manager of the location they were installed in.
            </li>
            <li>
              Anything left over — about 600 devices — went on a list reviewed by the executive
              team.
            </li>
          </ol>
          <p>
            The leftover list shrank by half in two weeks, not because IT chased anyone, but because
            nobody wanted their name next to a device they could not explain. About 140 of those
            devices turned out to be retired equipment still connected to the network.
          </p>
          <h3>What changed</h3>
          <p>
            With owners in place, alerts reach someone who can act, and audits have a name to ask.
            “Tools come and go,” Dr Adeyemi says. “The owner field is the one that outlives them
            all.”
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
