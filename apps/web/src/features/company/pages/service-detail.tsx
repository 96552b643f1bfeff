import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { Card } from "../../../components/card.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";

const checks = [
  {
    title: "Disk encryption",
    passes:
      "FileVault, BitLocker or platform data protection is on, and the recovery key is escrowed in your MDM.",
    why: "A lost laptop with an encrypted disk is an inconvenience. Without encryption it is a reportable data breach.",
  },
  {
    title: "OS patch level",
    passes:
      "The operating system is on a supported major version and has installed security updates released more than 14 days ago.",
    why: "Most exploited vulnerabilities have had a patch for months. Age of the missing update matters more than the count.",
  },
  {
    title: "Screen lock",
    passes:
      "A password, PIN or biometric is required and the screen locks after 5 minutes of inactivity or less.",
    why: "Unlocked devices in cafés, trains and shared offices are the easiest way into a signed-in session.",
  },
  {
    title: "Endpoint protection",
    passes:
      "A supported endpoint protection product is running, in active mode, with definitions updated in the last 3 days.",
    why: "An installed but disabled agent looks fine in a purchase list and protects nothing.",
  },
];

const steps = [
  "Connect your MDM with read-only API access. Fleetward installs no agent of its own.",
  "Every 15 minutes Fleetward reads the latest device state and evaluates each check.",
  "Policies decide what passing means per device group, for example 7 days for servers and 14 for laptops.",
  "Failing devices appear on the posture dashboard with the owner, the reason and the date it started failing.",
  "Alerts go to e-mail, Slack, Microsoft Teams or a webhook, and a summary arrives every Monday at 08:00 local time.",
];

type Platform = {
  name: string;
  source: string;
  encryption: string;
  patch: string;
  lock: string;
  protection: string;
};

const platforms: readonly Platform[] = [
  {
    name: "macOS 13 or later",
    source: "Jamf Pro, Kandji, Intune",
    encryption: "FileVault",
    patch: "Yes",
    lock: "Yes",
    protection: "Yes",
  },
  {
    name: "Windows 10 22H2 and 11",
    source: "Intune",
    encryption: "BitLocker",
    patch: "Yes",
    lock: "Yes",
    protection: "Defender, CrowdStrike, SentinelOne",
  },
  {
    name: "ChromeOS",
    source: "Google Workspace",
    encryption: "Built in",
    patch: "Yes",
    lock: "Yes",
    protection: "Not applicable",
  },
  {
    name: "iOS and iPadOS 16 or later",
    source: "Jamf Pro, Kandji, Intune",
    encryption: "Data protection",
    patch: "Yes",
    lock: "Passcode",
    protection: "Not applicable",
  },
  {
    name: "Android 12 or later",
    source: "Intune, Google Workspace",
    encryption: "File-based",
    patch: "Security patch date",
    lock: "Yes",
    protection: "Defender for Endpoint",
  },
  {
    name: "Linux (Ubuntu, Fedora)",
    source: "CSV or API",
    encryption: "LUKS (reported)",
    patch: "Reported",
    lock: "Reported",
    protection: "Reported",
  },
];

const platformColumns = [
  "Data source",
  "Encryption",
  "Patch level",
  "Screen lock",
  "Endpoint protection",
] as const;

function PlatformTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[44rem] text-start text-sm">
        <caption className="sr-only">Checks supported per platform</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              Platform
            </th>
            {platformColumns.map((column) => (
              <th key={column} scope="col" className="p-3 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
          {platforms.map((platform) => (
            <tr key={platform.name}>
              <th scope="row" className="p-3 text-start font-medium text-slate-900 dark:text-white">
                {platform.name}
              </th>
              <td className="p-3">{platform.source}</td>
              <td className="p-3">{platform.encryption}</td>
              <td className="p-3">{platform.patch}</td>
              <td className="p-3">{platform.lock}</td>
              <td className="p-3">{platform.protection}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ServiceDetailPage() {
  const page = usePageText("serviceDetail");
  return (
    <div data-page="service-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Services"
        title={page.title}
        lead="Four checks, run every 15 minutes on every managed device, answered in plain language: is it encrypted, is it patched, does it lock, is it protected? You see the failing devices first, with their owner and the reason."
        actions={
          <>
            <Link to="/signup" className={buttonClasses("primary")}>
              Start free trial
            </Link>
            <Link to="/page-services" className={buttonClasses("secondary")}>
              All services
            </Link>
          </>
        }
      />
      <Section
        title="The four checks"
        id="checks"
        intro="The default thresholds below follow CIS Controls v8 and the guidance most ISO 27001 auditors expect. You can tighten them per device group."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {checks.map((check) => (
            <Card as="li" key={check.title} title={check.title}>
              <p>
                <strong className="font-semibold text-slate-900 dark:text-white">
                  Passes when:{" "}
                </strong>
                {check.passes}
              </p>
              <p className="mt-3 text-sm">{check.why}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="How it works" id="how-it-works" tone="muted">
        <ol className="max-w-3xl space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-slate-700 dark:text-slate-300">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        title="Supported platforms"
        id="platforms"
        intro="What each platform reports and through which connector. Linux devices report through the API or a CSV import from your configuration management tool."
      >
        <PlatformTable />
      </Section>
      <Section title="What we never do" id="boundaries" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          <Card as="li" title="No recovery keys">
            <p>
              We check that a recovery key is escrowed in your MDM. We never read, copy or store the
              key itself.
            </p>
          </Card>
          <Card as="li" title="No extra agent">
            <p>
              Everything comes from the MDM and security tools you already run, so there is nothing
              new to deploy or patch.
            </p>
          </Card>
          <Card as="li" title="No silent changes">
            <p>
              Fleetward reports and reminds. Actions such as a remote lock or wipe need an
              administrator's explicit confirmation.
            </p>
          </Card>
        </ul>
      </Section>
      <Section title="See your own posture in an afternoon" id="start">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Most trial customers connect their MDM and see their first posture report within an hour.
          The trial is free for 90 days and needs no credit card.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses("primary")}>
            Start free trial
          </Link>
          <Link to="/helpcenter-guides" className={buttonClasses("secondary")}>
            Read the setup guides
          </Link>
        </div>
      </Section>
    </div>
  );
}
