import type { LegalSection } from "./legal-types.ts";

export const termsSections: readonly LegalSection[] = [
  {
    id: "scope",
    title: "Who we are and when these terms apply",
    blocks: [
      "These terms of service govern the use of Fleetward, an online service for managing and securing IT assets and devices, provided by Fleetward GmbH, Chausseestraße 29, 10115 Berlin, Germany, registered at Amtsgericht Charlottenburg under HRB 248193 B (\"Fleetward\", \"we\", \"us\").",
      "Fleetward is offered exclusively to businesses, public bodies and other organisations acting in their professional capacity (\"Customer\", \"you\"). It is not offered to consumers. By creating an account or accepting an order form, the person doing so confirms that they are authorised to bind the Customer to these terms.",
      "Terms and conditions of the Customer do not apply, even if we do not expressly object to them. An individually signed order form or data processing agreement prevails over these terms where they conflict.",
    ],
  },
  {
    id: "definitions",
    title: "Definitions",
    blocks: [
      {
        list: [
          "\"Service\": the Fleetward web application, its workspaces, APIs, webhooks, e-mails and documentation, and the configuration it gives the Customer for the osquery agent.",
          "\"Workspace\": the Customer's own instance of the Service, reachable at its own address such as yourapp.fleetward.com.",
          "\"Customer Data\": all data that the Customer or its users put into the Service, or that devices on which the Customer installed the osquery agent report to it, including device, asset, licence and user records.",
          "\"User\": a person the Customer allows to sign in to its Workspace, such as an administrator or a technician.",
          "\"Device\": a laptop, desktop, phone, tablet or server recorded in the Workspace and active in the last 30 days.",
          "\"Subscription\": the paid plan the Customer has ordered, with its term, device count and fees.",
        ],
      },
    ],
  },
  {
    id: "accounts",
    title: "Accounts and users",
    blocks: [
      "You must give accurate registration details and keep them up to date, in particular the e-mail address of at least one administrator who can receive security and billing notices.",
      "Each User needs their own account. Credentials must not be shared. You are responsible for the actions of your Users in the Service and for removing access when a User leaves your organisation.",
      "Tell us without delay at security@fleetward.com if you suspect that an account has been compromised. We may suspend an account temporarily to protect the Service or your data; we will tell you why and restore access as soon as the risk is resolved.",
    ],
  },
  {
    id: "trial",
    title: "Free trial",
    blocks: [
      "We offer a free trial of 90 days. The trial is a beta version of the Service and is governed additionally by the trial terms published at /terms-trial, which prevail over these terms for the duration of the trial.",
      "The trial is provided as-is, without any commitment on availability or support response times. Data export is not supported during the trial. After 90 days the trial Workspace is deactivated automatically unless you have upgraded to a paid Subscription.",
    ],
  },
  {
    id: "fees",
    title: "Subscriptions, fees and payment",
    blocks: [
      "Fees are set out in the order form or on the pricing page at the time of the order. The Business plan is billed per Device per month, based on the highest number of active Devices in the billing month. All prices exclude VAT, which is added where applicable.",
      "Monthly Subscriptions renew each month and yearly Subscriptions each year unless cancelled before the end of the current term. Invoices are payable within 14 days by card, SEPA Direct Debit or, for Enterprise customers, bank transfer.",
      "If an invoice is more than 30 days overdue, we may, after a written reminder with at least 14 days' notice, restrict the Workspace to read-only access until payment is received. We will not delete Customer Data because of late payment during the Subscription term.",
      "We may change prices for a renewal term by notifying you at least 60 days before the renewal. If you do not accept the change, you may cancel with effect from the end of the current term.",
    ],
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    blocks: [
      "You may use the Service for the internal business purposes of your organisation. You must not:",
      {
        list: [
          "reverse engineer, decompile or copy the Service, or build a competing product from it;",
          "use the Service for any unlawful purpose or to store content you have no right to process;",
          "circumvent or tamper with authentication, access controls or usage limits;",
          "place an unreasonable load on the Service, including automated requests beyond the published API rate limits;",
          "store special categories of personal data (such as health data) unless agreed with us in writing;",
          "infringe the intellectual property of Fleetward or third parties;",
          "resell, sublicense or make the Service available to third parties, except to service providers acting for you under your responsibility.",
        ],
      },
      "We may suspend access that breaches this section to the extent needed to stop the breach, and will tell you promptly.",
    ],
  },
  {
    id: "customer-data",
    title: "Customer Data",
    blocks: [
      "You remain the owner of Customer Data. You grant us the right to host, copy, process and display Customer Data only as needed to provide, secure and support the Service for you.",
      "Where Customer Data contains personal data, we process it as your processor under the data processing agreement that forms part of these terms (Art. 28 GDPR). Our privacy policy describes the personal data we process as a controller.",
      "Paid Workspaces can export Customer Data at any time as CSV or through the API. We do not sell Customer Data and do not use it to train machine learning models.",
    ],
  },
  {
    id: "security",
    title: "Security",
    blocks: [
      "We protect the Service with technical and organisational measures appropriate to the risk, described in Annex 2 of the data processing agreement. They include encryption in transit (TLS 1.2 or later) and at rest (AES-256), single-tenant logical separation of Workspaces, least-privilege access for our staff, and regular third-party penetration tests.",
      "Customer Data is hosted in data centres in Frankfurt am Main, Germany. Enterprise customers may choose a US region when ordering.",
      "We will notify you without undue delay, and in any case within 48 hours, after becoming aware of a personal data breach affecting your Customer Data.",
    ],
  },
  {
    id: "availability",
    title: "Availability and support",
    blocks: [
      "We aim for an availability of 99.5% per calendar month for Business Workspaces. Enterprise Subscriptions include a service level agreement of 99.9% with service credits as set out in the order form.",
      "Planned maintenance takes place in the window Sunday 02:00–04:00 UTC and is announced at least 72 hours in advance. Planned maintenance in that window does not count as downtime.",
      "Support is available by e-mail and through the help centre. Response times depend on your plan and are published on the support page.",
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual property and feedback",
    blocks: [
      "The Service, including its software, design, documentation and trade marks, belongs to Fleetward and its licensors. For the Subscription term we grant you a non-exclusive, non-transferable right to use the Service under these terms.",
      "If you send us suggestions or feedback, we may use them to improve the Service without obligation to you. We will not name you as the source without your permission.",
    ],
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    blocks: [
      "Each party keeps the other's confidential information secret and uses it only to perform these terms, during the Subscription and for three years after it ends. This does not apply to information that is public, was already known to the recipient, or must be disclosed by law; in the last case the disclosing party informs the other where legally permitted.",
    ],
  },
  {
    id: "warranties",
    title: "Warranties",
    blocks: [
      "We warrant that paid Subscriptions will perform materially as described in the documentation. If they do not, we will correct the defect within a reasonable period. If we fail to do so, you may reduce the fees proportionately or terminate the affected Subscription.",
      "The accuracy of security posture information depends on the data reported by your device management and security tools. Fleetward shows and evaluates that data but does not guarantee that a device is free from vulnerabilities.",
    ],
  },
  {
    id: "liability",
    title: "Limitation of liability",
    blocks: [
      "We are liable without limitation for damage caused intentionally or through gross negligence, for injury to life, body or health, under the German Product Liability Act, and where we have given a guarantee.",
      "For slight negligence we are liable only for breach of an obligation whose fulfilment is essential to the proper performance of the contract and on which you may regularly rely (a cardinal obligation). In that case our liability is limited to the damage typical and foreseeable at the time of the contract, and in total to the fees paid by you in the 12 months before the event giving rise to the claim.",
      "Liability for the free trial is excluded to the extent permitted by law, as set out in the trial terms.",
    ],
  },
  {
    id: "termination",
    title: "Term, termination and return of data",
    blocks: [
      "These terms apply for as long as you have an account or a Subscription. Either party may terminate for good cause, in particular if the other party materially breaches these terms and does not cure the breach within 30 days of written notice.",
      "After a paid Subscription ends, your Workspace remains available read-only for 30 days so you can export your Customer Data. We then delete Customer Data within a further 30 days, except where we must keep it by law; backups are overwritten within 35 days.",
    ],
  },
  {
    id: "changes",
    title: "Changes to the Service and to these terms",
    blocks: [
      "We improve the Service continuously and publish changes in the changelog. We will not remove a feature you pay for during a Subscription term without offering an equivalent.",
      "We may change these terms for good reason, for example changes in law or new features. We notify administrators by e-mail at least 30 days before the changes take effect. If you object within that period, you may terminate with effect from the date the changes would take effect.",
    ],
  },
  {
    id: "law",
    title: "Governing law and disputes",
    blocks: [
      "These terms are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. The exclusive place of jurisdiction is Berlin, Germany, provided that the Customer is a merchant, a legal entity under public law or a special fund under public law.",
      "If any provision of these terms is invalid, the remaining provisions stay in force.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      "Questions about these terms: legal@fleetward.com, or by post to Fleetward GmbH, Legal, Chausseestraße 29, 10115 Berlin, Germany.",
    ],
  },
];
