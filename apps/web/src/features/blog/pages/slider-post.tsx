import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { SlideShow, type Slide } from "../components/slide-show.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const steps: readonly Slide[] = [
  {
    title: "Export and freeze the spreadsheet",
    text: "Save a dated copy of the current sheet and make it read-only. Everyone keeps working from it for now, but nobody edits the frozen copy: it is your baseline.",
    figure: "1 day",
    figureLabel: "to agree the baseline",
    tone: "blue",
  },
  {
    title: "Clean before you import",
    text: "Split combined columns, write dates as YYYY-MM-DD, remove subtotal rows and merge duplicates on serial number. Mark every row without a serial number for a physical check.",
    figure: "12%",
    figureLabel: "of rows are usually duplicates or blanks",
    tone: "emerald",
  },
  {
    title: "Import, then connect live sources",
    text: "Import the cleaned file, then connect your MDM so laptops and phones sync every 15 minutes. Live data overwrites stale spreadsheet values, and every change is logged.",
    figure: "85%",
    figureLabel: "of computers report themselves within a week",
    tone: "amber",
  },
  {
    title: "Retire the spreadsheet",
    text: "When two weekly reconciliations in a row show no differences, archive the sheet and remove edit rights. Tell people where the inventory lives now — and make it the only place to record a hand-over.",
    figure: "0",
    figureLabel: "spreadsheets left to maintain",
    tone: "violet",
  },
];

export default function SliderPostPage() {
  const page = usePageText("blogSliderPost");
  const post = postOfFormat("slider");
  return (
    <div data-page="blog-slider-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <Prose>
          <p>
            Nearly every inventory we migrate started life as a spreadsheet, and most of those
            spreadsheets are better than their owners think. The problem is not the data; it is that
            a spreadsheet cannot notice when reality changes. The four steps below move you to a
            live inventory without losing anything the sheet already knows. Use the buttons to move
            through them.
          </p>
        </Prose>
        <SlideShow slides={steps} label="Four steps from spreadsheet to single source of truth" />
        <Prose>
          <h3>How long it takes</h3>
          <p>
            For a 250-device organisation the whole migration usually takes two to three weeks of
            part-time work, most of it in step two. Resist the urge to skip the clean-up: importing
            a messy sheet just moves the mess, and the first reconciliation will show every
            duplicate as a missing device.
          </p>
          <h3>What to keep from the spreadsheet</h3>
          <p>
            Purchase dates, costs, suppliers and warranty end dates rarely exist anywhere else —
            they are the most valuable columns in the sheet. Import them even for devices that will
            later sync from your MDM; the MDM knows the serial number, not the invoice it came on.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
