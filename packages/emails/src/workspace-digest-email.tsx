// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, Greeting, colors, plainText, styles } from "./email-layout.tsx";
import { formatDate } from "./format.ts";
import { emailStrings, interpolate, pluralize, type EmailStrings } from "./i18n.ts";

/* The daily digest of a workspace: what is due, for its owner, admins and technicians. */

export type DigestWarranty = { assetTag: string; name: string; warrantyEnd: string; url: string };
export type DigestLicense = { name: string; expiresOn: string; url: string };
export type DigestOverdue = {
  assetTag: string;
  name: string;
  /** The person or location holding it. */
  holder: string | null;
  expectedCheckin: string;
  url: string;
};

/** The first items of one list, how many there are in all, and where all of them are. */
export type DigestSection<T> = { items: readonly T[]; total: number; url: string };

export type WorkspaceDigestEmailProps = {
  recipientName: string;
  workspaceName: string;
  /** The day the digest is for (ISO `YYYY-MM-DD`, UTC). */
  day: string;
  warranties: DigestSection<DigestWarranty>;
  licenses: DigestSection<DigestLicense>;
  overdue: DigestSection<DigestOverdue>;
  dashboardUrl: string;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

type DigestStrings = EmailStrings["workspaceDigest"];
type Line = { label: string; detail: string; url: string };

/** `2026-06-04` as `4 June 2026` in `locale`. */
const dayIn = (day: string, locale: string) => formatDate(new Date(`${day}T00:00:00Z`), locale);

/** How many items the digest is about, in all three lists. */
export function digestItemCount(
  props: Pick<WorkspaceDigestEmailProps, "warranties" | "licenses" | "overdue">,
) {
  return props.warranties.total + props.licenses.total + props.overdue.total;
}

export function workspaceDigestSubject(props: WorkspaceDigestEmailProps): string {
  const locale = props.locale ?? "en";
  return pluralize(emailStrings(locale).workspaceDigest.subject, digestItemCount(props), locale, {
    workspace: props.workspaceName,
  });
}

/** "2 warranties end within 30 days", one part per list that has items. */
export function workspaceDigestSummary(props: WorkspaceDigestEmailProps): string[] {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).workspaceDigest.summary;
  const parts: [number, typeof t.warranties][] = [
    [props.warranties.total, t.warranties],
    [props.licenses.total, t.licenses],
    [props.overdue.total, t.overdue],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, forms]) => pluralize(forms, count, locale));
}

/**
 * The in-app notice of the digest: the subject as title; as body the summary, then the same
 * items as the e-mail, one per line (the feed keeps line breaks; the notice links to the
 * dashboard, so the items carry no addresses).
 */
export function workspaceDigestNotice(props: WorkspaceDigestEmailProps) {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).workspaceDigest;
  const lists = sectionsOf(props, locale).flatMap(({ title, lines, section }) => {
    const more = moreOf(t, section, locale);
    return ["", title, ...lines.map(lineText), ...(more ? [more] : [])];
  });
  return {
    title: workspaceDigestSubject(props),
    body: [workspaceDigestSummary(props).join(" · "), ...lists].join("\n"),
  };
}

const lineText = (line: Line) => `- ${line.label} — ${line.detail}`;

/** The three lists as titled lines, in `locale`; empty lists are left out. */
function sectionsOf(props: WorkspaceDigestEmailProps, locale: string) {
  const t = emailStrings(locale).workspaceDigest;
  const warranties: Line[] = props.warranties.items.map((item) => ({
    label: `${item.assetTag} ${item.name}`,
    detail: interpolate(t.warrantyLine, { date: dayIn(item.warrantyEnd, locale) }),
    url: item.url,
  }));
  const licenses: Line[] = props.licenses.items.map((item) => ({
    label: item.name,
    detail: interpolate(t.licenseLine, { date: dayIn(item.expiresOn, locale) }),
    url: item.url,
  }));
  const overdue: Line[] = props.overdue.items.map((item) => ({
    label: `${item.assetTag} ${item.name}`,
    detail: interpolate(item.holder ? t.overdueLine : t.overdueLineNoHolder, {
      holder: item.holder ?? "",
      date: dayIn(item.expectedCheckin, locale),
    }),
    url: item.url,
  }));
  return [
    { title: t.warranties, lines: warranties, section: props.warranties, all: null },
    { title: t.licenses, lines: licenses, section: props.licenses, all: null },
    { title: t.overdue, lines: overdue, section: props.overdue, all: t.seeAllOverdue },
  ].filter((entry) => entry.section.total > 0);
}

/** "…and 3 more" under a list cut short, or null when every item is listed. */
function moreOf(t: DigestStrings, section: DigestSection<unknown>, locale: string) {
  const more = section.total - section.items.length;
  return more > 0 ? pluralize(t.more, more, locale) : null;
}

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): WorkspaceDigestEmailProps {
  const app = "https://northwind.fleetward.com";
  return {
    recipientName: "Alex Morgan",
    workspaceName: "Northwind IT",
    day: "2026-06-04",
    warranties: {
      items: [
        {
          assetTag: "NW-0042",
          name: "ThinkPad T14 — Finance",
          warrantyEnd: "2026-06-21",
          url: `${app}/workspace/assets/7c0e4b5e-1f5e-4d3a-9b11-2f2c4b9d0a42`,
        },
      ],
      total: 1,
      url: `${app}/workspace?warranty_ends_within=30`,
    },
    licenses: {
      items: [
        {
          name: "Microsoft 365 Business Premium",
          expiresOn: "2026-06-30",
          url: `${app}/workspace/licenses/0b6f1d2a-8c3e-4f7a-a5d4-6e9c2b1f3a10`,
        },
      ],
      total: 1,
      url: `${app}/workspace/licenses`,
    },
    overdue: {
      items: [
        {
          assetTag: "NW-0043",
          name: "Loan laptop 01",
          holder: "Ada Okafor",
          expectedCheckin: "2026-06-01",
          url: `${app}/workspace/assets/5d2a9c1e-3b4f-4e6a-8d7c-1a2b3c4d5e6f`,
        },
      ],
      total: 1,
      url: `${app}/workspace?overdue=true`,
    },
    dashboardUrl: `${app}/workspace/dashboard`,
    locale,
  };
}

export const sampleProps: WorkspaceDigestEmailProps = samplePropsFor("en");

const itemStyle = { margin: "0 0 8px", fontSize: "15px", lineHeight: "22px", color: colors.text };

/** Sent each morning to a workspace's owner, admins and technicians when something is due. */
export function WorkspaceDigestEmail(props: WorkspaceDigestEmailProps) {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).workspaceDigest;
  const values = { workspace: props.workspaceName, date: dayIn(props.day, locale) };
  return (
    <EmailLayout
      preheader={interpolate(t.preheader, values)}
      reason={interpolate(t.reason, values)}
      locale={locale}
    >
      <h1 style={styles.heading}>{interpolate(t.heading, values)}</h1>
      <Greeting name={props.recipientName} locale={locale} />
      <p style={styles.paragraph}>{interpolate(t.intro, values)}</p>
      {sectionsOf(props, locale).map(({ title, lines, section, all }) => {
        const more = moreOf(t, section, locale);
        return (
          <div key={title}>
            <h2 style={{ ...styles.paragraph, margin: "24px 0 8px", fontWeight: 700 }}>{title}</h2>
            <ul style={{ margin: "0 0 8px", padding: "0 20px" }}>
              {lines.map((line) => (
                <li key={line.url} style={itemStyle}>
                  <a href={line.url} style={styles.link}>
                    <bdi>{line.label}</bdi>
                  </a>{" "}
                  — {line.detail}
                </li>
              ))}
            </ul>
            {more || all ? (
              <p style={styles.small}>
                <a href={section.url} style={styles.link}>
                  {more ?? all}
                </a>
              </p>
            ) : null}
          </div>
        );
      })}
      <EmailButton href={props.dashboardUrl}>{t.button}</EmailButton>
    </EmailLayout>
  );
}

/** The plain-text version of the digest. */
export function workspaceDigestText(props: WorkspaceDigestEmailProps): string {
  const locale = props.locale ?? "en";
  const strings = emailStrings(locale);
  const t = strings.workspaceDigest;
  const values = { workspace: props.workspaceName, date: dayIn(props.day, locale) };
  const body = sectionsOf(props, locale).flatMap(({ title, lines, section, all }) => {
    const more = moreOf(t, section, locale);
    return [
      title,
      ...lines.flatMap((line) => [lineText(line), `  ${line.url}`]),
      ...(more || all ? [`${more ?? all}: ${section.url}`] : []),
      "",
    ];
  });
  return plainText(
    [
      interpolate(strings.common.greeting, { name: props.recipientName }),
      "",
      interpolate(t.intro, values),
      "",
      ...body,
      interpolate(strings.common.textAction, { label: t.button, url: props.dashboardUrl }),
    ],
    interpolate(t.reason, values),
    locale,
  );
}
