/**
 * Public pages whose content does not depend on the visitor: rendered to HTML at build
 * time so they paint before JavaScript runs. Data-driven and signed-in pages are not listed;
 * they start from the SPA fallback.
 */
export const prerenderedPaths = [
  "/",
  "/about",
  "/page-services",
  "/page-service-detail",
  "/page-team",
  "/page-pricing",
  "/page-testimonial",
  "/page-terms",
  "/page-privacy",
  "/contact",
  "/contact-detail",
  "/helpcenter",
  "/helpcenter-faqs",
  "/helpcenter-guides",
  "/helpcenter-support",
  "/documentation",
  "/changelog",
  "/page-comingsoon",
  "/page-maintenance",
  "/page-thankyou",
];
