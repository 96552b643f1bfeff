import type { LegalSection } from "./legal-types.ts";

export const privacySections: readonly LegalSection[] = [
  {
    id: "controller",
    title: "Who is responsible",
    blocks: [
      "The controller for the processing described in this policy is Fleetward GmbH, Chausseestraße 29, 10115 Berlin, Germany, e-mail privacy@fleetward.com.",
      "Our data protection officer can be reached at dpo@fleetward.com or by post at the address above, marked \"For the attention of the data protection officer\".",
    ],
  },
  {
    id: "scope",
    title: "What this policy covers",
    blocks: [
      "This policy explains how we process personal data when you visit our website, create an account, request a free trial, subscribe to our newsletter, contact us or buy a subscription.",
      "When our customers store data about their employees and devices in their Fleetward workspace, we process that data on their behalf as a processor under Art. 28 GDPR. For that data the customer is the controller, and its own privacy notice applies. Please address requests about it to your employer or the organisation that uses Fleetward.",
    ],
  },
  {
    id: "data-and-purposes",
    title: "What data we process, why, and on what legal basis",
    blocks: [
      "Visiting the website. Our servers record the IP address, date and time, requested address, referrer and browser type of each request. We need this to deliver the site and to detect and block attacks (Art. 6(1)(f) GDPR, our legitimate interest in a secure service).",
      "Account and trial. To register we process your username, e-mail address and password (stored only as an argon2id hash). For a trial we also process your company name, app name and domain, company e-mail, phone and fax number, postal address, your name, title, position and department. We need these to create and run your account and workspace (Art. 6(1)(b) GDPR).",
      "Contact and support requests. We process the name, e-mail address, company and content of your message to answer it (Art. 6(1)(b) GDPR where it concerns a contract, otherwise Art. 6(1)(f) GDPR).",
      "Newsletter. With your consent we send a monthly e-mail to the address you give us (Art. 6(1)(a) GDPR). We confirm each subscription by e-mail first (double opt-in) and record the time of consent. You can unsubscribe with the link in every e-mail.",
      "Billing. For paid subscriptions we process billing contact, address, VAT number, invoice history and the last four digits and expiry of your card. Card numbers are handled only by our payment provider. We need this to perform the contract and to meet tax and commercial record-keeping duties (Art. 6(1)(b) and (c) GDPR).",
      "Security and audit logs. We record sign-ins, failed sign-in attempts and administrative actions in your account, with IP address and time, to protect your account and to let your administrators see who changed what (Art. 6(1)(f) GDPR).",
    ],
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    blocks: [
      "We use only what is strictly necessary to provide the service you ask for, which needs no consent under § 25(2) of the German TDDDG:",
      {
        list: [
          "the XSRF-TOKEN cookie, which protects forms against cross-site request forgery;",
          "the token entry in your browser's local storage, which keeps you signed in until you sign out or it expires;",
          "your appearance and language settings in local storage, so the site looks the way you chose.",
        ],
      },
      "We do not use analytics, advertising or social media tracking cookies, and we do not load fonts, scripts or images from third parties.",
    ],
  },
  {
    id: "recipients",
    title: "Who receives your data",
    blocks: [
      "Our staff see personal data only where their role requires it, for example support engineers handling your request. We use the following categories of service providers as processors under Art. 28 GDPR:",
      {
        list: [
          "hosting and database services in Frankfurt am Main, Germany;",
          "an e-mail delivery service with servers in the European Union;",
          "a payment provider based in Ireland for card and SEPA payments;",
          "a tax adviser and auditor in Germany for our accounts.",
        ],
      },
      "The current list of sub-processors, with names and locations, is available to customers in the data processing agreement and to anyone on request at privacy@fleetward.com. We disclose data to authorities only where the law obliges us to.",
    ],
  },
  {
    id: "transfers",
    title: "Transfers outside the European Economic Area",
    blocks: [
      "We store and process personal data in the European Union. Our support team in Austin, Texas, can access support tickets and, with your permission, your workspace to help North American customers. These transfers are covered by the EU Standard Contractual Clauses (Commission Decision 2021/914) between Fleetward GmbH and Fleetward Inc., together with additional measures such as encryption and access logging.",
    ],
  },
  {
    id: "retention",
    title: "How long we keep data",
    blocks: [
      {
        list: [
          "Web server logs: 14 days.",
          "Security and sign-in logs: 12 months.",
          "Account data: for as long as the account exists; deleted within 30 days after account deletion.",
          "Trial workspaces that are not upgraded: deleted 30 days after automatic deactivation at the end of the 90-day trial.",
          "Contact and support messages: 24 months after the request is closed.",
          "Newsletter consent records: for as long as you are subscribed and three years afterwards, to prove consent.",
          "Invoices and accounting records: 10 years, as required by § 147 of the German Fiscal Code and § 257 of the German Commercial Code.",
        ],
      },
    ],
  },
  {
    id: "rights",
    title: "Your rights",
    blocks: [
      "Under the GDPR you have the right to:",
      {
        list: [
          "access the personal data we hold about you (Art. 15);",
          "have inaccurate data corrected (Art. 16);",
          "have your data deleted (Art. 17) or its processing restricted (Art. 18);",
          "receive your data in a common machine-readable format (Art. 20);",
          "object to processing based on our legitimate interests, for reasons arising from your particular situation (Art. 21);",
          "withdraw consent at any time, with effect for the future (Art. 7(3));",
          "lodge a complaint with a supervisory authority (Art. 77).",
        ],
      },
      "Write to privacy@fleetward.com to use these rights. We answer within one month and may ask you to confirm your identity before we disclose or delete data.",
    ],
  },
  {
    id: "automated-decisions",
    title: "Automated decisions",
    blocks: [
      "We do not make decisions about you based solely on automated processing, including profiling, that have legal or similarly significant effects. Trial requests are reviewed by a person.",
    ],
  },
  {
    id: "security",
    title: "How we protect your data",
    blocks: [
      "All connections use TLS 1.2 or later. Data at rest is encrypted with AES-256. Passwords are stored only as argon2id hashes and sign-in tokens only as hashes. Our staff use hardware security keys, and access to production systems is logged and reviewed monthly.",
    ],
  },
  {
    id: "children",
    title: "Children",
    blocks: [
      "Fleetward is a service for organisations. It is not directed at children, and we do not knowingly collect personal data from anyone under 16.",
    ],
  },
  {
    id: "changes",
    title: "Changes to this policy",
    blocks: [
      "We update this policy when our processing changes. The date at the top shows the latest version. If a change affects you significantly, for example a new purpose for your data, we will tell account holders by e-mail before it takes effect.",
    ],
  },
  {
    id: "contact",
    title: "Contact and supervisory authority",
    blocks: [
      "Questions about privacy: privacy@fleetward.com. Our data protection officer: dpo@fleetward.com.",
      "The supervisory authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit), Alt-Moabit 59–61, 10555 Berlin. You may also complain to the authority in the country where you live or work.",
    ],
  },
];
