import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { VideoCard, type Chapter } from "../components/video-card.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const chapters: readonly Chapter[] = [
  { time: "00:00", title: "What the posture timeline answers" },
  { time: "01:05", title: "Reading a device's timeline: checks, changes and owners" },
  { time: "02:40", title: "Filtering the fleet timeline by check and by team" },
  { time: "04:10", title: "Exceptions and when they expire" },
  { time: "05:30", title: "Exporting evidence for an audit" },
];

export default function VimeoPostPage() {
  const page = usePageText("blogVimeoPost");
  const post = postOfFormat("vimeo");
  return (
    <div data-page="blog-vimeo-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <VideoCard
          title="Product tour: the security posture timeline"
          duration="6:45"
          platform="Vimeo"
          url="https://vimeo.com/fleetward"
          chapters={chapters}
        />
        <Prose>
          <h3>Summary of the transcript</h3>
          <p>
            Until now, Fleetward showed each device’s security posture as it is right now. That
            answers “is this laptop safe today?”, but not the questions that come up after an
            incident or during an audit: when did it stop being safe, what changed, and who fixed
            it?
          </p>
          <p>
            The posture timeline records every change to the four security checks — encryption,
            patch level, screen lock and endpoint protection — for every device, together with the
            MDM sync that revealed it. In the tour, Sanne opens a laptop whose disk encryption was
            suspended for a firmware update, shows the exact hour it was suspended and resumed, and
            follows the owner notification that went out in between.
          </p>
          <p>
            The fleet view aggregates the same data: the share of compliant devices per check per
            day, filterable by team, location or device type. Exceptions appear as shaded periods
            with their approver and expiry date, so an auditor can see that a gap was accepted on
            purpose.
          </p>
          <h3>Availability</h3>
          <p>
            The timeline is available in every workspace, including trials, and keeps 13 months of
            history so a yearly audit always has a full year to look at. Existing workspaces start
            recording from the day the feature was switched on; there is no back-filled history.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
