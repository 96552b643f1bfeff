import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLink } from "../components/auth-link.tsx";

/** The sign-up page passes the address in the navigation state; a reload loses it, which is fine. */
function emailFromState(state: unknown): string | null {
  if (typeof state === "object" && state !== null && "email" in state) {
    return typeof state.email === "string" ? state.email : null;
  }
  return null;
}

const troubleshooting = [
  "Wait five minutes: some company mail filters hold new senders briefly.",
  "Look in your spam, junk or quarantine folder, and mark our message as not spam.",
  "Check that the address you signed up with has no typo — if it does, simply sign up again.",
  "Ask your IT team to allow mail from Fleetward if your organisation filters external senders.",
];

export default function SignupSuccessPage() {
  const page = usePageText("signupSuccess");
  const email = emailFromState(useLocation().state);
  return (
    <div data-page="signup-success" className="space-y-6">
      <PageMeta title={page.title} description={page.description} />
      <AuthHeading
        title={page.title}
        lead={`Your account is created. We have sent a confirmation link to ${email ?? "your e-mail address"}: open it to confirm that the address is yours.`}
      />
      <ol className="list-decimal space-y-2 ps-5 text-slate-700 dark:text-slate-300">
        <li>Open the e-mail from Fleetward that asks you to confirm your address.</li>
        <li>Select the confirmation button. It opens Fleetward in your browser.</li>
        <li>Sign in and start your free 90-day trial from your profile.</li>
      </ol>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-white">Nothing arrived?</h2>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
          {troubleshooting.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Still nothing after that? <AuthLink to="/helpcenter-support">Contact support</AuthLink>{" "}
          and tell us the address you used.
        </p>
      </div>
      <Link to="/login" className={buttonClasses("primary", "w-full")}>
        Continue to sign in
      </Link>
    </div>
  );
}
