import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { VideoCard, type Chapter } from "../components/video-card.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const chapters: readonly Chapter[] = [
  { time: "00:00", title: "Introductions: Riverside Unified and its three-person IT team" },
  { time: "04:12", title: "Why last year's hand-out took five weeks" },
  { time: "11:30", title: "Zero-touch enrolment: the supplier registers every Chromebook" },
  { time: "19:45", title: "Labelling and scanning 500 asset tags in an afternoon" },
  { time: "27:02", title: "Hand-out day: receipts signed on a tablet in the gym" },
  { time: "35:20", title: "Questions from the audience" },
];

export default function YoutubePostPage() {
  const page = usePageText("blogYoutubePost");
  const post = postOfFormat("youtube");
  return (
    <div data-page="blog-youtube-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <VideoCard
          title="Enrolling 500 laptops before the new school year"
          duration="42:18"
          platform="YouTube"
          url="https://www.youtube.com/@fleetward"
          chapters={chapters}
        />
        <Prose>
          <h3>Summary of the transcript</h3>
          <p>
            Riverside Unified School District hands a Chromebook to every student in grades 6 to 12.
            Last year the hand-out took five weeks and ended with 37 Chromebooks nobody could
            account for. This year Aisha Bello, the district’s IT coordinator, and two technicians
            did it in eight working days.
          </p>
          <p>
            The biggest change happened before the devices arrived: the district asked its supplier
            to register every Chromebook to the district’s Google Workspace domain. Each one
            enrolled itself the first time it was switched on and appeared in Fleetward with its
            serial number at the next sync, so the team never typed one by hand.
          </p>
          <p>
            The second change was the hand-out itself. Instead of paper forms, each student scanned
            their Chromebook’s asset tag at a table in the gym and a parent or guardian acknowledged
            the receipt on a tablet. The device was assigned to the student in the same step.
          </p>
          <h3>Three things to copy</h3>
          <ul>
            <li>
              Ask your supplier to pre-register devices with your MDM (zero-touch enrolment); most
              will do it at no extra cost for orders over 100 units.
            </li>
            <li>Print asset tags with QR codes that open the device record, not just a number.</li>
            <li>
              Record the hand-over at the moment it happens — not from a list typed up the week
              after.
            </li>
          </ul>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
