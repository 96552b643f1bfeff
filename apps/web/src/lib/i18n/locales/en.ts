/**
 * English is the source language: every other locale is typed against this object,
 * so a missing or misspelled key fails the type check.
 * Keys of spec §8 (login_failed, …) keep their exact names at the top level.
 */
export const en = {
  login_failed: "Login failed. Please check your credentials.",
  login_error: "An unexpected error occurred. Please try again.",
  login_success: "Login successful!",
  welcome_back: "Welcome back!",
  logout_success: "Logged out",
  see_you_again: "See you again soon!",

  common: {
    appName: "Fleetward",
    tagline: "IT asset and device management, secured from one app",
    skipToContent: "Skip to main content",
    loading: "Loading…",
    close: "Close",
    home: "Home",
    backHome: "Back to home",
    signIn: "Sign in",
    signUp: "Create account",
    startTrial: "Start free trial",
    signOut: "Sign out",
    learnMore: "Learn more",
    readMore: "Read more",
    contactSales: "Contact sales",
    breadcrumb: "Breadcrumb",
    onThisPage: "On this page",
    trialBadge: "Free for 90 days — no credit card",
  },

  nav: {
    mainLabel: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    product: "Product",
    resources: "Resources",
    company: "Company",
    services: "Services",
    serviceDetail: "Device security service",
    pricing: "Pricing",
    customerStories: "Customer stories",
    testimonials: "Testimonials",
    documentation: "Documentation",
    changelog: "Changelog",
    uiComponents: "UI components",
    blog: "Blog",
    knowledgeBase: "Knowledge base",
    courses: "Courses",
    forums: "Forums",
    helpCenter: "Help centre",
    faqs: "FAQs",
    guides: "Guides",
    support: "Support",
    about: "About us",
    team: "Team",
    careers: "Careers",
    jobBoard: "Job board",
    contact: "Contact",
  },

  account: {
    menuLabel: "Account menu",
    sidebarLabel: "Account navigation",
    signedInAs: "Signed in as {{name}}",
    profile: "Profile",
    billing: "Billing",
    payment: "Payment",
    invoice: "Invoices",
    social: "Social links",
    notifications: "Notifications",
    settings: "Settings",
    lock: "Lock screen",
    collapseSidebar: "Collapse sidebar",
    expandSidebar: "Expand sidebar",
  },

  footer: {
    about:
      "Fleetward keeps an accurate inventory of every laptop, phone, server and licence your organisation owns, and shows at a glance which devices need attention.",
    product: "Product",
    resources: "Resources",
    company: "Company",
    legal: "Legal",
    terms: "Terms of service",
    privacy: "Privacy policy",
    trialTerms: "Trial terms",
    copyright: "© {{year}} Fleetward. All rights reserved.",
    languageLabel: "Language",
  },

  newsletter: {
    title: "Stay ahead of device risk",
    description: "One e-mail a month: security advisories, asset management tips and product news.",
    emailLabel: "E-mail address",
    placeholder: "you@company.com",
    submit: "Subscribe",
    submitting: "Subscribing…",
    success: "Thanks! Please check your inbox to confirm your subscription.",
    invalidEmail: "Please enter a valid e-mail address.",
  },

  cookies: {
    title: "Cookies",
    message:
      "We use only the cookies needed to keep you signed in and protect your forms. No advertising or tracking cookies.",
    accept: "Got it",
    learnMore: "Read our privacy policy",
  },

  settings: {
    open: "Open appearance settings",
    title: "Appearance",
    description: "Adjust how Fleetward looks on this device. Changes apply instantly.",
    theme: "Colour theme",
    themeLight: "Light",
    themeDark: "Dark",
    themeSystem: "System",
    direction: "Text direction",
    directionLtr: "Left to right",
    directionRtl: "Right to left",
    navbar: "Navigation bar",
    navbarSticky: "Sticky",
    navbarFloating: "Floating",
    navbarStatic: "Static",
    menu: "Sidebar menu",
    menuVertical: "Vertical",
    menuCollapsible: "Collapsible",
    menuHorizontal: "Horizontal",
    layout: "Page width",
    layoutFull: "Full width",
    layoutBoxed: "Boxed",
    animation: "Page transition",
    animationNone: "None",
    animationFade: "Fade",
    animationFadeUp: "Fade up",
    animationZoom: "Zoom",
    semidark: "Dark sidebar in light theme",
    language: "Language",
    reset: "Reset to defaults",
  },

  errors: {
    notFoundCode: "Error 404",
    notFoundTitle: "We can't find that page",
    notFoundText:
      "The page you are looking for may have moved or never existed. Check the address, or start again from the home page.",
    genericTitle: "Something went wrong",
    genericText: "An unexpected error stopped this page from loading. Please try again.",
    tryAgain: "Try again",
    network: "We could not reach Fleetward. Check your internet connection and try again.",
    timeout: "The server took too long to answer. Please try again.",
    server: "Fleetward had a problem handling your request. Please try again in a moment.",
    unauthorized: "Your session has ended. Please sign in again.",
    forbidden: "You do not have permission to do that.",
    notFound: "What you asked for could not be found.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    invalidInput: "Some of the information you entered is not valid.",
    tooLarge: "What you sent is too large.",
  },

  pages: {
    home: {
      title: "Fleetward — IT asset and device management",
      description:
        "Inventory every device, licence and asset your organisation owns, and keep them secure from one app. Free 90-day trial.",
    },
    about: {
      title: "About Fleetward",
      description:
        "Why we build Fleetward: IT teams deserve one calm, accurate view of every device they are responsible for.",
    },
    services: {
      title: "Services",
      description:
        "Asset inventory, device security posture, licence tracking, lifecycle management and onboarding services from Fleetward.",
    },
    serviceDetail: {
      title: "Device security monitoring",
      description:
        "How Fleetward checks disk encryption, OS patch levels, screen lock and endpoint protection on every managed device.",
    },
    team: {
      title: "Our team",
      description: "Meet the people who build and support Fleetward.",
    },
    pricing: {
      title: "Pricing",
      description:
        "Simple per-device pricing for IT asset and device management. Start with a free 90-day trial.",
    },
    testimonials: {
      title: "What our customers say",
      description: "IT leaders on how Fleetward changed the way they track and secure devices.",
    },
    contact: {
      title: "Contact us",
      description: "Talk to Fleetward sales or support. We answer within one business day.",
    },
    contactDetail: {
      title: "Offices and contact details",
      description: "Addresses, phone numbers and opening hours of the Fleetward offices.",
    },
    terms: {
      title: "Terms of service",
      description: "The terms that govern your use of Fleetward.",
    },
    privacy: {
      title: "Privacy policy",
      description: "What personal data Fleetward processes, why, and the rights you have.",
    },
    termsTrial: {
      title: "Trial terms",
      description: "The terms of the free 90-day Fleetward beta trial.",
    },
    blog: {
      title: "Blog",
      description:
        "Articles on IT asset management, device security, compliance and running a lean IT team.",
    },
    blogDetail: {
      title: "Article",
      description: "An article from the Fleetward blog.",
    },
    kbDetail: {
      title: "Knowledge base article",
      description: "Step-by-step answers from the Fleetward knowledge base.",
    },
    blogStandardPost: {
      title: "Standard post",
      description: "A standard article from the Fleetward blog.",
    },
    blogSliderPost: { title: "Slider post", description: "An article with an image slider." },
    blogGalleryPost: { title: "Gallery post", description: "An article with a photo gallery." },
    blogYoutubePost: { title: "Video post", description: "An article with a YouTube video." },
    blogVimeoPost: { title: "Vimeo post", description: "An article with a Vimeo video." },
    blogAudioPost: { title: "Audio post", description: "An article with a podcast episode." },
    blogBlockquotePost: {
      title: "Quote post",
      description: "An article built around a quotation.",
    },
    blogLeftSidebarPost: {
      title: "Post with sidebar",
      description: "An article with its navigation on the side.",
    },
    courseListing: {
      title: "Courses",
      description: "Free courses on IT asset management, device security and compliance.",
    },
    courseDetail: {
      title: "Course",
      description: "Course outline, lessons and what you will learn.",
    },
    jobGrid: {
      title: "Job board",
      description: "Open positions in IT operations, security and asset management.",
    },
    jobDetail: { title: "Job details", description: "Role, responsibilities and how to apply." },
    jobApply: { title: "Apply for a job", description: "Send your application." },
    jobPost: { title: "Post a job", description: "Publish an opening on the Fleetward job board." },
    jobCareer: {
      title: "Careers at Fleetward",
      description: "Work with us on the calmest IT asset management product there is.",
    },
    jobCandidates: { title: "Candidates", description: "Professionals open to new roles." },
    jobCandidateDetail: {
      title: "Candidate profile",
      description: "Experience and skills of a candidate.",
    },
    jobCompanies: {
      title: "Companies hiring",
      description: "Organisations hiring IT professionals.",
    },
    jobCompanyDetail: {
      title: "Company profile",
      description: "About the company and its openings.",
    },
    forumsTopic: {
      title: "Community forums",
      description: "Ask questions and share practices with other IT teams.",
    },
    forumsComments: { title: "Discussion", description: "A discussion from the community forums." },
    helpCenter: {
      title: "Help centre",
      description: "Guides, answers and support for Fleetward customers.",
    },
    helpCenterFaqs: {
      title: "Frequently asked questions",
      description: "Quick answers about accounts, the trial, devices and security.",
    },
    helpCenterGuides: {
      title: "Guides",
      description: "Step-by-step guides to set up and run Fleetward.",
    },
    helpCenterSupport: {
      title: "Support",
      description: "How to reach Fleetward support and what to include in your request.",
    },
    emailConfirmation: {
      title: "E-mail: confirm your address",
      description: "Preview of the e-mail that confirms a new account's address.",
    },
    emailPasswordReset: {
      title: "E-mail: reset your password",
      description: "Preview of the password reset e-mail.",
    },
    emailAlert: {
      title: "E-mail: security alert",
      description: "Preview of the device security alert e-mail.",
    },
    emailInvoice: {
      title: "E-mail: invoice",
      description: "Preview of the invoice e-mail.",
    },
    portfolio: {
      title: "Customer stories",
      description: "How organisations of every size manage their devices with Fleetward.",
    },
    portfolioDetail: {
      title: "Customer story",
      description: "How one organisation brought its devices under control with Fleetward.",
    },
    uiComponents: {
      title: "UI components",
      description: "The building blocks of the Fleetward interface.",
    },
    documentation: {
      title: "Documentation",
      description: "Set up, configure and integrate Fleetward.",
    },
    changelog: {
      title: "Changelog",
      description: "What is new in Fleetward, release by release.",
    },
    notFound: {
      title: "Page not found",
      description: "The page you are looking for does not exist.",
    },
    comingSoon: {
      title: "Coming soon",
      description: "This part of Fleetward is on its way.",
    },
    maintenance: {
      title: "Scheduled maintenance",
      description: "Fleetward is briefly unavailable while we upgrade it.",
    },
    thankYou: {
      title: "Thank you",
      description: "We have received your message.",
    },
    login: {
      title: "Sign in",
      description: "Sign in to your Fleetward account.",
    },
    signup: {
      title: "Create your account",
      description: "Create a Fleetward account and start your free 90-day trial.",
    },
    recoverPassword: {
      title: "Reset your password",
      description: "Get a link to choose a new password.",
    },
    lockScreen: {
      title: "Session locked",
      description: "Enter your password to continue.",
    },
    signupSuccess: {
      title: "Check your inbox",
      description: "Confirm your e-mail address to finish creating your account.",
    },
    profile: { title: "Profile", description: "Your personal details, company and trial." },
    billing: { title: "Billing", description: "Plan, billing address and usage." },
    payment: { title: "Payment methods", description: "Cards and payment methods on file." },
    invoice: { title: "Invoices", description: "Your invoices and receipts." },
    social: { title: "Social links", description: "Links shown on your profile." },
    notifications: {
      title: "Notifications",
      description: "Choose which e-mails and alerts you receive.",
    },
    accountSettings: {
      title: "Account settings",
      description: "Password, sessions and preferences.",
    },
  },
};

export type Translation = typeof en;
