/** The help categories FAQs and guides are filed under, in display order. */
export const helpCategorySources = [
  { slug: "account", title: "Account and sign-in" },
  { slug: "trial", title: "Free trial" },
  { slug: "devices", title: "Devices and inventory" },
  { slug: "licences", title: "Licences and software" },
  { slug: "security", title: "Security and data" },
] as const;
