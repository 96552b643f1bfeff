import type { ParseKeys } from "i18next";

export type NavLink = { to: string; label: ParseKeys };
export type NavGroup = { label: ParseKeys; links: NavLink[] };

/** The public site's sections; header, mobile menu and footer all read from here. */
export const navigationGroups: NavGroup[] = [
  {
    label: "nav.product",
    links: [
      { to: "/page-services", label: "nav.services" },
      { to: "/page-service-detail", label: "nav.serviceDetail" },
      { to: "/page-pricing", label: "nav.pricing" },
      { to: "/portfolio-modern-three", label: "nav.customerStories" },
      { to: "/page-testimonial", label: "nav.testimonials" },
      { to: "/documentation", label: "nav.documentation" },
      { to: "/changelog", label: "nav.changelog" },
      { to: "/ui-components", label: "nav.uiComponents" },
    ],
  },
  {
    label: "nav.resources",
    links: [
      { to: "/blog", label: "nav.blog" },
      { to: "/kb-detail/create-your-fleetward-workspace", label: "nav.knowledgeBase" },
      { to: "/course-listing", label: "nav.courses" },
      { to: "/forums-topic", label: "nav.forums" },
      { to: "/helpcenter", label: "nav.helpCenter" },
      { to: "/helpcenter-faqs", label: "nav.faqs" },
      { to: "/helpcenter-guides", label: "nav.guides" },
      { to: "/helpcenter-support", label: "nav.support" },
    ],
  },
  {
    label: "nav.company",
    links: [
      { to: "/about", label: "nav.about" },
      { to: "/page-team", label: "nav.team" },
      { to: "/page-job-career", label: "nav.careers" },
      { to: "/page-job-grid", label: "nav.jobBoard" },
      { to: "/contact", label: "nav.contact" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { to: "/page-terms", label: "footer.terms" },
  { to: "/page-privacy", label: "footer.privacy" },
  { to: "/terms-trial", label: "footer.trialTerms" },
];

export const accountLinks: (NavLink & { icon: string })[] = [
  {
    to: "/user-profile",
    label: "account.profile",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  },
  { to: "/user-billing", label: "account.billing", icon: "M4 6h16v12H4zM4 10h16" },
  { to: "/user-payment", label: "account.payment", icon: "M3 7h18v10H3zM7 14h4" },
  { to: "/user-invoice", label: "account.invoice", icon: "M6 3h9l3 3v15H6zM9 10h6M9 14h6" },
  {
    to: "/user-social",
    label: "account.social",
    icon: "M8 12h8M10 8H8a4 4 0 0 0 0 8h2m4-8h2a4 4 0 0 1 0 8h-2",
  },
  {
    to: "/user-notification",
    label: "account.notifications",
    icon: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20h4",
  },
  {
    to: "/user-setting",
    label: "account.settings",
    icon: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 12h2m12 0h2M12 4v2m0 12v2",
  },
];
