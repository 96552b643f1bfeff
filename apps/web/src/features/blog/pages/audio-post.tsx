import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const showNotes = [
  {
    time: "01:10",
    text: "Why one leaver in ten still has a company device a month after their last day",
  },
  {
    time: "06:45",
    text: "The HR feed: starting offboarding from the contract end date, not the farewell e-mail",
  },
  { time: "13:20", text: "Return kits: prepaid boxes for remote staff and what goes in them" },
  { time: "19:05", text: "Wiping, certificates and what the data protection officer needs to see" },
  { time: "25:40", text: "The four-step routine, and the one metric to track" },
];

const transcript = [
  {
    speaker: "Marcus Reyes",
    text: "So where do the laptops actually go? When we looked at forty customer workspaces, the answer was boring: they go home with people and never come back, because nobody asked.",
  },
  {
    speaker: "Hannah Voss",
    text: "That matches what we saw. Our offboarding started when the manager sent the farewell e-mail, which was often the last day itself. By then the person has already packed their bag.",
  },
  {
    speaker: "Marcus Reyes",
    text: "And what did you change?",
  },
  {
    speaker: "Hannah Voss",
    text: "We take the contract end date from the HR system. Two weeks before it, the device owner gets a message listing everything assigned to them — laptop, phone, the docking station they forgot they had. Remote people get a prepaid return box the same day. Our unreturned rate went from eleven percent to just under two.",
  },
];

function EpisodeCard() {
  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row dark:border-slate-800 dark:bg-slate-900">
      <div
        aria-hidden="true"
        className="grid size-32 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-sky-600 to-indigo-800 text-center font-bold text-white dark:from-sky-800 dark:to-indigo-950 dark:text-white"
      >
        Fleet
        <br />
        Notes
      </div>
      <div>
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          Podcast · Episode 14 · 31 min
        </p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
          Offboarding without losing laptops
        </h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Host Marcus Reyes talks to Hannah Voss, Head of IT at Northgate Freight, about bringing
          devices back when people leave. Fleet Notes is published every second Tuesday; search for
          “Fleet Notes Fleetward” in your podcast app.
        </p>
      </div>
    </div>
  );
}

export default function AudioPostPage() {
  const page = usePageText("blogAudioPost");
  const post = postOfFormat("audio");
  return (
    <div data-page="blog-audio-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <EpisodeCard />
        <Prose>
          <h3>Show notes</h3>
          <ul>
            {showNotes.map((note) => (
              <li key={note.time}>
                <span className="font-mono text-base tabular-nums">{note.time}</span> — {note.text}
              </li>
            ))}
          </ul>
          <h3>The four-step routine</h3>
          <ol>
            <li>Start offboarding from the contract end date in your HR system, 14 days ahead.</li>
            <li>
              Send the leaver a list of every device assigned to them — generated, not remembered.
            </li>
            <li>Ship a prepaid return kit to remote staff the same day.</li>
            <li>
              Record the return, wipe the device and file the certificate before reassigning it.
            </li>
          </ol>
          <h3>Transcript excerpt (12:05–13:40)</h3>
        </Prose>
        <dl className="mt-5 max-w-3xl space-y-4 border-s-4 border-sky-600 ps-5 dark:border-sky-400">
          {transcript.map((line, index) => (
            <div key={index}>
              <dt className="font-semibold text-slate-900 dark:text-white">{line.speaker}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{line.text}</dd>
            </div>
          ))}
        </dl>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
