// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, Greeting, colors, plainText, styles } from "./email-layout.tsx";
import { emailStrings, interpolate, pluralize } from "./i18n.ts";

/*
 * The posture alert of a workspace: the devices that started failing a policy, and those
 * passing it again, since the last alert (batched per workspace), for its owner and admins.
 */

export type PostureAlertLine = { device: string; policy: string; url: string };
export type PostureAlertSection = { items: readonly PostureAlertLine[]; total: number };

export type PostureAlertEmailProps = {
  recipientName: string;
  workspaceName: string;
  failing: PostureAlertSection;
  passing: PostureAlertSection;
  postureUrl: string;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

export function postureAlertSubject(props: PostureAlertEmailProps): string {
  const t = emailStrings(props.locale ?? "en").postureAlert;
  return interpolate(props.failing.total > 0 ? t.subjectFailing : t.subjectPassing, {
    workspace: props.workspaceName,
  });
}

const lineText = (line: PostureAlertLine) => `- ${line.device} — ${line.policy}`;

function sectionsOf(props: PostureAlertEmailProps, locale: string) {
  const t = emailStrings(locale);
  const more = (section: PostureAlertSection) => {
    const rest = section.total - section.items.length;
    return rest > 0 ? pluralize(t.workspaceDigest.more, rest, locale) : null;
  };
  return [
    { title: t.postureAlert.failing, section: props.failing, more: more(props.failing) },
    { title: t.postureAlert.passing, section: props.passing, more: more(props.passing) },
  ].filter((entry) => entry.section.total > 0);
}

/** The in-app notice: the subject as title, the same lines as the e-mail as body. */
export function postureAlertNotice(props: PostureAlertEmailProps) {
  const locale = props.locale ?? "en";
  const body = sectionsOf(props, locale).flatMap(({ title, section, more }, index) => [
    ...(index > 0 ? [""] : []),
    title,
    ...section.items.map(lineText),
    ...(more ? [more] : []),
  ]);
  return { title: postureAlertSubject(props), body: body.join("\n") };
}

export function samplePropsFor(locale: string): PostureAlertEmailProps {
  const app = "https://northwind.fleetward.com";
  const device = (id: string) => `${app}/workspace/devices/${id}`;
  return {
    recipientName: "Alex Morgan",
    workspaceName: "Northwind IT",
    failing: {
      items: [
        {
          device: "NW-LT-042",
          policy: "Disk encryption on (BitLocker, Windows)",
          url: device("7c0e4b5e-1f5e-4d3a-9b11-2f2c4b9d0a42"),
        },
      ],
      total: 1,
    },
    passing: {
      items: [
        {
          device: "design-mbp-07",
          policy: "Firewall on (macOS)",
          url: device("5d2a9c1e-3b4f-4e6a-8d7c-1a2b3c4d5e6f"),
        },
      ],
      total: 1,
    },
    postureUrl: `${app}/workspace/dashboard`,
    locale,
  };
}

export const sampleProps: PostureAlertEmailProps = samplePropsFor("en");

const itemStyle = { margin: "0 0 8px", fontSize: "15px", lineHeight: "22px", color: colors.text };

export function PostureAlertEmail(props: PostureAlertEmailProps) {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).postureAlert;
  const values = { workspace: props.workspaceName };
  return (
    <EmailLayout
      preheader={interpolate(t.preheader, values)}
      reason={interpolate(t.reason, values)}
      locale={locale}
    >
      <h1 style={styles.heading}>{interpolate(t.heading, values)}</h1>
      <Greeting name={props.recipientName} locale={locale} />
      <p style={styles.paragraph}>{interpolate(t.intro, values)}</p>
      {sectionsOf(props, locale).map(({ title, section, more }) => (
        <div key={title}>
          <h2 style={{ ...styles.paragraph, margin: "24px 0 8px", fontWeight: 700 }}>{title}</h2>
          <ul style={{ margin: "0 0 8px", padding: "0 20px" }}>
            {section.items.map((line) => (
              <li key={`${line.url} ${line.policy}`} style={itemStyle}>
                <a href={line.url} style={styles.link}>
                  <bdi>{line.device}</bdi>
                </a>{" "}
                — <bdi>{line.policy}</bdi>
              </li>
            ))}
          </ul>
          {more ? <p style={styles.small}>{more}</p> : null}
        </div>
      ))}
      <EmailButton href={props.postureUrl}>{t.button}</EmailButton>
    </EmailLayout>
  );
}

export function postureAlertText(props: PostureAlertEmailProps): string {
  const locale = props.locale ?? "en";
  const strings = emailStrings(locale);
  const t = strings.postureAlert;
  const values = { workspace: props.workspaceName };
  const body = sectionsOf(props, locale).flatMap(({ title, section, more }) => [
    title,
    ...section.items.flatMap((line) => [lineText(line), `  ${line.url}`]),
    ...(more ? [more] : []),
    "",
  ]);
  return plainText(
    [
      interpolate(strings.common.greeting, { name: props.recipientName }),
      "",
      interpolate(t.intro, values),
      "",
      ...body,
      interpolate(strings.common.textAction, { label: t.button, url: props.postureUrl }),
    ],
    interpolate(t.reason, values),
    locale,
  );
}
