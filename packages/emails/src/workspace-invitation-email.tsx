// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { EmailButton, EmailLayout, LinkFallback, plainText, styles } from "./email-layout.tsx";
import { formatMoment } from "./format.ts";
import { emailStrings, interpolate } from "./i18n.ts";

export type InvitedRole = "admin" | "technician" | "viewer";

export type WorkspaceInvitationEmailProps = {
  /** Who sent the invitation, as the workspace shows them. */
  inviterName: string;
  workspaceName: string;
  role: InvitedRole;
  /** `{workspace app URL}/workspace/invitation?token=…`. */
  acceptUrl: string;
  /** When the link stops working. */
  expiresAt: Date;
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

/** The values every message of the template is filled with, in `locale`. */
function valuesOf(props: WorkspaceInvitationEmailProps, locale: string) {
  const t = emailStrings(locale).workspaceInvitation;
  return {
    inviter: props.inviterName,
    workspace: props.workspaceName,
    role: t.roles[props.role],
    moment: formatMoment(props.expiresAt, locale),
  };
}

export function workspaceInvitationSubject(props: WorkspaceInvitationEmailProps): string {
  const locale = props.locale ?? "en";
  return interpolate(emailStrings(locale).workspaceInvitation.subject, valuesOf(props, locale));
}

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): WorkspaceInvitationEmailProps {
  return {
    inviterName: "Ada Okafor",
    workspaceName: "Northwind IT",
    role: "technician",
    acceptUrl: "https://northwind.fleetward.com/workspace/invitation?token=3q8Zk2VhR7wY1pLmN4sT",
    expiresAt: new Date("2025-06-11T09:41:00Z"),
    locale,
  };
}

export const sampleProps: WorkspaceInvitationEmailProps = samplePropsFor("en");

/** Sent when an owner or admin invites someone to a workspace, and again on each resend. */
export function WorkspaceInvitationEmail(props: WorkspaceInvitationEmailProps) {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).workspaceInvitation;
  const values = valuesOf(props, locale);
  return (
    <EmailLayout
      preheader={interpolate(t.preheader, values)}
      reason={interpolate(t.reason, values)}
      locale={locale}
    >
      <h1 style={styles.heading}>{interpolate(t.heading, values)}</h1>
      <p style={styles.paragraph}>{interpolate(t.intro, values)}</p>
      <EmailButton href={props.acceptUrl}>{t.button}</EmailButton>
      <LinkFallback lead={interpolate(t.expiry, values)} href={props.acceptUrl} />
      <p style={styles.small}>{t.notYou}</p>
    </EmailLayout>
  );
}

/** The plain-text version of the invitation. */
export function workspaceInvitationText(props: WorkspaceInvitationEmailProps): string {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).workspaceInvitation;
  const values = valuesOf(props, locale);
  return plainText(
    [
      interpolate(t.textIntro, values),
      "",
      props.acceptUrl,
      "",
      interpolate(t.expiry, values),
      t.notYou,
    ],
    interpolate(t.reason, values),
    locale,
  );
}
