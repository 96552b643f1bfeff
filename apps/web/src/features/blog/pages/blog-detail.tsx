import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Prose } from "../components/prose.tsx";
import { RelatedPosts } from "../components/related-posts.tsx";
import { categoryName, postOfFormat } from "../data/posts.ts";

const checks = [
  {
    name: "Full-disk encryption is on, and the recovery key is stored centrally",
    why: "A lost laptop with BitLocker or FileVault enabled is an inconvenience; without it, it is a reportable data breach. Check the recovery key too: an encrypted disk whose key nobody can find turns a failed motherboard into lost work.",
    threshold:
      "Alert when encryption is off, or on without an escrowed key, for more than 24 hours.",
  },
  {
    name: "The operating system is supported and patched",
    why: "Attackers weaponise published vulnerabilities within days. Devices on an unsupported OS version never receive those fixes at all.",
    threshold:
      "Security updates installed within 14 days of release; unsupported versions are always non-compliant.",
  },
  {
    name: "The screen locks automatically",
    why: "Unlocked, unattended laptops in trains, cafés and open-plan offices are the simplest way into an account. It is also the check users most often switch off.",
    threshold:
      "Lock after 5 minutes of inactivity or less, with a password, PIN or biometric to unlock.",
  },
  {
    name: "Endpoint protection is running and current",
    why: "Installed is not the same as running. Protection that has been paused for a software install, or whose signatures are weeks old, gives a false sense of safety.",
    threshold: "Real-time protection on, definitions less than 3 days old.",
  },
  {
    name: "The firewall is enabled",
    why: "A host firewall limits what an attacker can reach on a laptop connected to hotel or conference Wi-Fi. It costs nothing and is off by default on macOS.",
    threshold: "Firewall on for all network profiles.",
  },
  {
    name: "The device has reported in recently",
    why: "Every other check is only as fresh as the last report. A device that has been silent for weeks is either in a drawer, lost, or with someone who left — and all three need a human to look.",
    threshold: "Flag after 14 days without a check-in; escalate after 30.",
  },
  {
    name: "Local administrator accounts are the ones you expect",
    why: "An extra local admin account is how a well-meaning user installs unsupported software and how an attacker keeps access after a password reset.",
    threshold: "Alert on any admin account that is not in your approved list.",
  },
] as const;

export default function BlogDetailPage() {
  const page = usePageText("blogDetail");
  const post = postOfFormat("article");
  return (
    <div data-page="blog-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={categoryName(post.category)} title={page.title} lead={post.excerpt} />
      <ArticleSection post={post}>
        <Prose>
          <p>
            When we review device-related incidents with customers, the root cause is rarely exotic.
            It is a laptop that was never encrypted, a patch that was deferred “just this once” for
            four months, or an antivirus agent that stopped running after an upgrade and nobody
            noticed. None of these are hard to detect. They are hard to detect{" "}
            <strong>every day, on every device</strong>, by a team of three people who also run the
            help desk.
          </p>
          <p>
            That is the case for automation. Below are the seven checks we recommend every IT team
            runs continuously, the threshold we suggest for each, and how to act on the results
            without burying yourself in alerts.
          </p>
          <h3>The seven checks</h3>
          <ol>
            {checks.map((check) => (
              <li key={check.name}>
                <strong>{check.name}.</strong> {check.why}{" "}
                <em className="text-slate-600 not-italic dark:text-slate-400">
                  Suggested threshold: {check.threshold}
                </em>
              </li>
            ))}
          </ol>
          <h3>Why thresholds matter more than tools</h3>
          <p>
            Every endpoint tool can tell you whether BitLocker is on. What separates a useful
            programme from a noisy one is deciding in advance{" "}
            <strong>how long a failure may last</strong> before someone acts. A laptop that missed
            last night’s update because it was asleep is normal. The same laptop seven days later is
            a risk. Write your thresholds down, agree them with whoever owns risk in your
            organisation, and let the tooling compare against them — not your memory.
          </p>
          <p>
            Thresholds also give you a defensible answer when an auditor asks “how do you know your
            devices are patched?”. “We check” is an opinion. “Critical patches are applied within
            seven days, here is the compliance rate for each of the last twelve months” is evidence.
          </p>
          <h3>Send the alert to the person who can fix it</h3>
          <p>
            Most failures are fixed by the device’s user in under a minute: restart to finish the
            update, switch the firewall back on, plug in the laptop that has been asleep for three
            weeks. So the first alert should go to the owner, in plain language, with one
            instruction. Only when the failure outlives a second threshold should it reach the IT
            queue.
          </p>
          <p>
            That requires one thing many inventories lack:{" "}
            <strong>every device needs a named owner</strong>. If your tooling cannot tell you who
            has a device, fix that before you fine-tune any other rule.
          </p>
          <h3>Handle exceptions on purpose</h3>
          <p>
            There will always be a lab machine that cannot take the latest update, or a kiosk that
            must never lock its screen. Do not solve this by switching the check off. Record an
            exception with a reason, an approver and an <strong>expiry date</strong> — 90 days is a
            good default — so it comes back for review instead of quietly becoming permanent.
          </p>
          <h3>Measure the fleet, not the device</h3>
          <p>
            Once the checks run automatically, the interesting number is no longer whether one
            laptop is compliant but what share of the fleet is, and how long failures last. Two
            figures are enough to start:
          </p>
          <ul>
            <li>
              <strong>Compliance rate per check</strong> — for example, 97% of devices encrypted.
              Aim for 98% or better on encryption and screen lock; patching will always trail a
              little.
            </li>
            <li>
              <strong>Median time to fix</strong> — how long a failing device stays failing. If it
              is measured in weeks, the alerts are not reaching the right person.
            </li>
          </ul>
          <h3>Where to start this week</h3>
          <p>
            Do not try to switch on all seven at once. On day one, turn on encryption and check-in
            reporting only: they are the checks with the biggest impact and the fewest false alarms.
            Spend the rest of the week assigning owners to every device that reports in. Add
            patching and endpoint protection in week two, once the owner alerts work, and the
            remaining checks in week three.
          </p>
          <p>
            Fleetward evaluates encryption, patch level, screen lock and endpoint protection every
            15 minutes from the MDM you already run — Intune, Jamf Pro, Kandji or Google Workspace —
            with no agent to deploy, and flags devices that have stopped checking in. Policies set
            the thresholds per device group, alerts reach the owner by e-mail, Slack or Microsoft
            Teams, and the history is kept so you can show a trend rather than a snapshot. If you
            want to see your own numbers, the 90-day trial is free and connecting your MDM takes
            about fifteen minutes.
          </p>
        </Prose>
      </ArticleSection>
      <RelatedPosts post={post} />
    </div>
  );
}
