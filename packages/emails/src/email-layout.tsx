// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import type { CSSProperties, ReactNode } from "react";
import { emailDir, emailLang, emailStrings, interpolate } from "./i18n.ts";

/** E-mail clients ignore stylesheets and classes, so every style is inline and every layout is a table. */
export const colors = {
  page: "#f1f5f9",
  card: "#ffffff",
  text: "#334155",
  heading: "#0f172a",
  muted: "#64748b",
  border: "#e2e8f0",
  brand: "#1d4ed8",
  danger: "#b91c1c",
  dangerBg: "#fef2f2",
  success: "#047857",
} as const;

export const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  heading: {
    margin: "0 0 16px",
    fontSize: "22px",
    lineHeight: "30px",
    color: colors.heading,
    fontWeight: 700,
  },
  paragraph: { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: colors.text },
  small: { margin: "0 0 12px", fontSize: "13px", lineHeight: "20px", color: colors.muted },
  link: { color: colors.brand, textDecoration: "underline", wordBreak: "break-all" },
} satisfies Record<string, CSSProperties>;

/** A bulletproof button: a link styled as a block inside a table cell, which Outlook renders too. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "8px 0 24px" }}>
      <tbody>
        <tr>
          <td style={{ borderRadius: "8px", backgroundColor: colors.brand }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "12px 24px",
                fontFamily,
                fontSize: "16px",
                fontWeight: 600,
                color: "#ffffff",
                textDecoration: "none",
                borderRadius: "8px",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** "Hi Alex,": the first line of every e-mail. */
export function Greeting({ name, locale }: { name: string; locale: string }) {
  return (
    <p style={styles.paragraph}>{interpolate(emailStrings(locale).common.greeting, { name })}</p>
  );
}

/** "If the button does not work, copy this address…" followed by the address as a link. */
export function LinkFallback({ lead, href }: { lead: string; href: string }) {
  return (
    <p style={styles.small}>
      {lead}{" "}
      <a href={href} style={styles.link}>
        {href}
      </a>
    </p>
  );
}

/** The plain-text twin of an e-mail: its lines, then the footer of the HTML version. */
export function plainText(lines: readonly string[], reason: string, locale: string): string {
  return [...lines, "", "—", reason, emailStrings(locale).common.address, ""].join("\n");
}

type EmailLayoutProps = {
  /** The preview line most clients show next to the subject; hidden in the body. */
  preheader: string;
  children: ReactNode;
  /** Why the recipient gets this e-mail. */
  reason: string;
  /** The recipient's language: sets `lang`, `dir` and the footer. */
  locale: string;
};

/** The frame of every Fleetward e-mail: logo, white card up to 600 px wide, and footer. */
export function EmailLayout({ preheader, children, reason, locale }: EmailLayoutProps) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      lang={emailLang(locale)}
      dir={emailDir(locale)}
      style={{ backgroundColor: colors.page, fontFamily, width: "100%" }}
    >
      <tbody>
        <tr>
          <td align="center" style={{ padding: "32px 12px" }}>
            <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>
              {preheader}
            </div>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ maxWidth: "600px", width: "100%" }}
            >
              <tbody>
                <tr>
                  <td
                    style={{
                      padding: "0 8px 20px",
                      fontSize: "20px",
                      fontWeight: 700,
                      color: colors.brand,
                    }}
                  >
                    <span
                      style={{
                        display: "inline-block",
                        width: "28px",
                        height: "28px",
                        lineHeight: "28px",
                        marginInlineEnd: "8px",
                        borderRadius: "6px",
                        backgroundColor: colors.brand,
                        color: "#ffffff",
                        textAlign: "center",
                        fontSize: "16px",
                      }}
                    >
                      F
                    </span>
                    Fleetward
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      backgroundColor: colors.card,
                      border: `1px solid ${colors.border}`,
                      borderRadius: "12px",
                      padding: "32px",
                    }}
                  >
                    {children}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "20px 8px 0" }}>
                    <p style={styles.small}>{reason}</p>
                    <p style={styles.small}>{emailStrings(locale).common.address}</p>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
