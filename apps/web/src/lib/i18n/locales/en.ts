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

  auth: {
    errors: {
      usernameTaken: "That username is taken. Please choose another one.",
      passwordRejected:
        "Choose a password that is harder to guess: not a common password, and not your username or e-mail address.",
      resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one below.",
      incorrectPassword: "That password is not correct.",
      currentPasswordWrong:
        "Your current password is not correct, or the new one is too easy to guess.",
    },
    confirmingTitle: "Confirming your e-mail address…",
    confirmedTitle: "E-mail address confirmed",
    confirmedText: "Thank you. Your address is confirmed; sign in to start your free trial.",
    confirmFailedTitle: "We could not confirm this address",
    confirmFailedText:
      "The link is invalid, has been used already or has expired. Sign in and ask for a new confirmation e-mail, or sign up again.",
    continueToSignIn: "Continue to sign in",
    fields: {
      workEmail: "Work e-mail",
      password: "Password",
      username: "Username",
      newPassword: "New password",
      confirmNewPassword: "Confirm new password",
    },
    login: {
      lead: "Welcome back. Sign in to see your devices, your trial and your account.",
      rememberMe: "Remember me",
      forgotPassword: "Forgot password?",
      submit: "Sign in",
      submitting: "Signing in…",
      noAccount: "New to Fleetward? <a>Create account</a>",
    },
    signup: {
      lead: "One account for your profile, your free 90-day trial and, later, your team's workspace. No credit card needed.",
      usernameHint: "3 to 32 characters: letters, digits, dots, underscores and hyphens.",
      emailHint: "We send a confirmation link to this address.",
      acceptTerms: "I accept the <a>terms of service</a>.",
      submit: "Create account",
      submitting: "Creating your account…",
      haveAccount: "Already have an account? <a>Sign in</a>",
    },
    signupSuccess: {
      lead: "Your account is created. We have sent a confirmation link to {{email}}: open it to confirm that the address is yours.",
      leadNoEmail:
        "Your account is created. We have sent a confirmation link to your e-mail address: open it to confirm that the address is yours.",
      steps: {
        openEmail: "Open the e-mail from Fleetward that asks you to confirm your address.",
        selectButton: "Select the confirmation button. It opens Fleetward in your browser.",
        signIn: "Sign in and start your free 90-day trial from your profile.",
      },
      nothingArrived: "Nothing arrived?",
      tips: {
        wait: "Wait five minutes: some company mail filters hold new senders briefly.",
        spam: "Look in your spam, junk or quarantine folder, and mark our message as not spam.",
        typo: "Check that the address you signed up with has no typo — if it does, simply sign up again.",
        allowSender:
          "Ask your IT team to allow mail from Fleetward if your organisation filters external senders.",
      },
      stillNothing:
        "Still nothing after that? <a>Contact support</a> and tell us the address you used.",
    },
    lockScreen: {
      title: "Your session is locked",
      lead: "We locked Fleetward after a period without activity. Enter your password to carry on where you left off.",
      submit: "Unlock",
      submitting: "Unlocking…",
      notYou: "Not you? <a>Sign in as someone else</a>",
    },
    recover: {
      requestLead:
        "Enter the e-mail address of your Fleetward account and we will send you a link to choose a new password.",
      newPasswordTitle: "Choose a new password",
      newPasswordLead:
        "Pick a password you do not use anywhere else. After saving, sign in with it on every device.",
      remembered: "Remembered it? <a>Back to sign in</a>",
    },
    requestReset: {
      emailHint: "The address you signed up with.",
      submit: "Send reset link",
      submitting: "Sending…",
      sent: "If an account exists for that address, we have sent a link to choose a new password. It can take a few minutes to arrive; check your spam or junk folder as well.",
      useDifferentAddress: "Use a different address",
    },
    newPassword: {
      changedNotice: "Password changed",
      changed: "Your password has been changed. <a>Sign in with your new password</a>.",
      mismatch: "The two passwords do not match.",
      confirmHint: "Type it once more.",
      submit: "Save new password",
      submitting: "Saving…",
    },
    passwordStrength: {
      empty: "8 to 128 characters. Longer is stronger.",
      strength: "Strength: {{level}}.",
      weak: "Weak",
      weakAdvice: "Use at least 8 characters; a few unrelated words work well.",
      fair: "Fair",
      fairAdvice: "Good start. Make it longer or mix in capitals, digits and symbols.",
      strong: "Strong",
      strongAdvice: "Hard to guess. Store it in your password manager.",
    },
  },

  accountArea: {
    notProvided: "Not provided yet",
    profile: {
      lead: "Your personal and company details, your e-mail address and the state of your Fleetward trial.",
      trialSection: "Free trial",
      trialStatus: "Trial status",
      activeUntil: "Active until {{date}}",
      activeFor90Days: "Active for 90 days",
      detailsSection: "Your details",
      detailsIntro:
        "Filled in from the trial form. To correct anything, write to support@fleetward.com.",
      personalDetails: "Personal details",
      companyDetails: "Company details",
      emailAddress: "E-mail address",
      yourApp: "Your app",
      emailConfirmed: "Confirmed",
      emailNotConfirmed: "Not confirmed",
      emailNote: "Security alerts and trial reminders go to this address, so keep it confirmed.",
      appNote:
        "You choose the app name on the trial form; your workspace then lives at <address/>.",
      fields: {
        firstName: "First name",
        lastName: "Last name",
        username: "Username",
        title: "Title",
        position: "Position",
        department: "Department",
        company: "Company",
        address: "Address",
        phone: "Phone",
        email: "E-mail",
        app: "App",
        appUrl: "App URL",
        trialExpires: "Trial expires",
      },
    },
    trial: {
      stepDone: "Completed",
      stepCurrent: "Current step",
      stepUpcoming: "Not reached yet",
      steps: {
        none: {
          title: "No trial yet",
          text: "Accept the trial terms, then tell us about your company and the app name you want. It takes about three minutes.",
        },
        pending: {
          title: "Waiting for approval",
          text: "We check every request by hand, usually within one business day, and e-mail you as soon as it is approved.",
        },
        deploying: {
          title: "Deploying your workspace",
          text: "We are creating your own workspace and its database. This usually takes a few minutes; you can close this page meanwhile.",
        },
        active: {
          title: "Active",
          text: "Your workspace is live for 90 days. Enrol your first devices and invite your team; after the 90 days it switches off unless you upgrade.",
        },
      },
      next: {
        noneText:
          "Try every Fleetward feature free for 90 days, with no credit card. The trial is a beta: keep production-critical and sensitive data out of it, and note that data export is not available yet.",
        startTrial: "Start your free trial",
        pending:
          "Your request is in the queue. We will e-mail {{email}} when it is approved; there is nothing else you need to do.",
        pendingNoEmail:
          "Your request is in the queue. We will e-mail you when it is approved; there is nothing else you need to do.",
        deploying:
          "Your workspace is being deployed. Please wait a few minutes, then reload this page.",
        openWorkspace: "Open your workspace",
        guides: "Getting-started guides",
      },
    },
    billing: {
      lead: "Your plan, how many devices you manage and where we send invoices.",
      planSection: "Plan and usage",
      currentPlan: "Current plan",
      noPlan: "No plan yet",
      noPlanText:
        "Start with the free 90-day trial: every feature, no credit card. When the 90 days end the trial switches off automatically; upgrade before then to keep your workspace.",
      startTrial: "Start your free trial",
      deviceUsage: "Device usage",
      managedDevices_one: "{{count}} <unit>managed device</unit>",
      managedDevices_other: "{{count}} <unit>managed devices</unit>",
      deviceUsageText:
        "A device counts once it first reports to your workspace. Retired and archived devices do not count, so tidy up before your billing date.",
      detailsSection: "Billing details",
      billingAddress: "Billing address",
      noBillingAddress: "No billing address on file",
      noBillingAddressText:
        "When paid plans open after the beta, we will copy your company address here. You can change it before your first invoice, for example to a finance department.",
      keepFleetward: "Keep Fleetward after your trial",
      keepFleetwardText:
        "Paid plans are priced per managed device, so you pay for what you actually track. Compare them, or talk to us about volume pricing for a large fleet.",
      comparePlans: "Compare plans",
      talkToSales: "Talk to sales",
    },
    payment: {
      lead: "The cards we charge for your Fleetward plan. The free trial never needs one.",
      methodsSection: "Payment methods",
      savedMethods: "Saved payment methods",
      noMethod: "No payment method on file",
      noMethodText:
        "You do not need a card for the 90-day trial. Cards you add later appear here with their brand, last four digits and expiry date.",
      addCard: "Add a card",
      paymentsClosed:
        "Card payments open when Fleetward leaves beta. Until then there is nothing to pay, so this form cannot be sent yet.",
      cardDetails: "Card details",
      cardHolder: "Card holder",
      cardNumber: "Card number",
      expiry: "Expiry (MM/YY)",
      cvc: "CVC",
      saveCard: "Save card",
    },
    invoice: {
      lead: "Every invoice for your Fleetward plan, with the devices it covers, ready to download as PDF.",
      historySection: "Invoice history",
      allInvoices: "All invoices",
      columns: {
        invoice: "Invoice",
        issued: "Issued",
        billingPeriod: "Billing period",
        devices: "Devices",
        amount: "Amount",
        status: "Status",
      },
      download: "Download",
      noInvoices: "No invoices yet",
      noInvoicesText:
        "The trial is free, so there is nothing to bill. Your first invoice appears here once you move to a paid plan.",
      emailCopy:
        "Want a copy of each invoice by e-mail? Turn on invoice e-mails under <a>Notifications</a>.",
    },
    social: {
      lead: "Links shown on your public profile in the community forums and next to your posts, so other IT teams can find you.",
      linksSection: "Profile links",
      yourLinks: "Your links",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Website",
      hint: "Full addresses starting with https://. Leave a field empty to remove that link.",
      submit: "Save links",
      submitting: "Saving…",
      saved: "Social links saved",
    },
    notifications: {
      lead: "Choose what Fleetward e-mails you. Messages about your account's security, such as password changes, are always sent.",
      emailSection: "E-mail notifications",
      whatWeSend: "What we send you",
      legend: "E-mails to receive",
      submit: "Save preferences",
      submitting: "Saving…",
      saved: "Notification preferences saved",
      options: {
        securityAlerts: "Security alerts",
        securityAlertsText:
          "Right away when a device loses disk encryption, turns off its screen lock or endpoint protection, or stops reporting.",
        complianceDigest: "Device compliance digest",
        complianceDigestText:
          "Every Monday morning: the devices that fail a policy, grouped by owner, with what to fix first.",
        trialReminders: "Trial reminders",
        trialRemindersText: "14 days, 7 days and 1 day before your 90-day trial ends.",
        productNews: "Product news",
        productNewsText: "New features and security advisories, at most one e-mail a month.",
        invoices: "Invoices",
        invoicesText: "A copy of each invoice as a PDF attachment when it is issued.",
      },
    },
    settings: {
      lead: "Keep your account secure: your password, when the screen locks and where you are signed in.",
      securitySection: "Security",
      changePassword: "Change password",
      autoLock: "Auto-lock",
      activeSessions: "Active sessions",
      thisBrowser: "This browser",
      currentSession: "Current session",
      sharedComputer:
        "Used a shared or borrowed computer? Choose “Sign out” in the account menu there: it ends the session on our server as well, not just in that browser.",
      dangerSection: "Danger zone",
      deleteAccount: "Delete account",
      deleteText:
        "Deleting your account removes your profile, your trial request and your workspace with every device record in it. While Fleetward is in beta there is no data export, so this cannot be undone.",
      deleteRequest:
        "To make sure nobody deletes an account from a stolen session, we do it on request: write to <email/> from the address on your account. We confirm by e-mail within one business day.",
      deleteSubject: "Delete my Fleetward account",
    },
    password: {
      current: "Current password",
      new: "New password",
      newHint: "8 to 128 characters. A few unrelated words are easy to remember and hard to guess.",
      confirm: "Confirm new password",
      confirmHint: "Type the new password once more.",
      mismatch: "The two passwords do not match.",
      submit: "Change password",
      submitting: "Changing…",
      changed: "Password changed",
    },
    autoLock: {
      label: "Lock the screen after",
      option_one: "{{count}} minute of inactivity",
      option_other: "{{count}} minutes of inactivity",
      optionDefault_one: "{{count}} minute of inactivity (default)",
      optionDefault_other: "{{count}} minutes of inactivity (default)",
      hint: "Applies to this browser. When it locks, you unlock with your password and carry on where you left off.",
      saved_one: "Saved: the screen locks after {{count}} minute without activity.",
      saved_other: "Saved: the screen locks after {{count}} minutes without activity.",
      notSaved_one:
        "This browser does not allow saving settings, so the default of {{count}} minute applies.",
      notSaved_other:
        "This browser does not allow saving settings, so the default of {{count}} minutes applies.",
    },
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

  blog: {
    allCategories: "All categories",
    articleErrorTitle: "The article could not be loaded",
    audioNote: "Listen in your podcast app. The show notes follow below.",
    backToBlog: "Back to the blog",
    blogNavigation: "Blog navigation",
    byAuthor: "By {{name}}",
    carouselHint: "Use the buttons, or the left and right arrow keys, to move between slides.",
    carouselRole: "carousel",
    categoriesHeading: "Categories",
    categoryLabel: "Category",
    clearFilters: "Clear all filters",
    duration: "Duration: {{duration}}",
    emptyPage: "There are no articles on this page.",
    emptyText: "Try fewer tags, another category or a different search term.",
    emptyTitle: "No articles match these filters",
    errorText: "Check your internet connection and try again.",
    errorTitle: "The articles could not be loaded",
    filtersLabel: "Filter articles",
    firstPage: "Go to the first page",
    galleryLabel: "Gallery",
    knowledgeBase: "Knowledge base",
    knowledgeBaseIntro: "Step-by-step answers for setting up and running Fleetward.",
    knowledgeBaseTitle: "From the knowledge base",
    latestArticles: "Latest articles",
    loading: "Loading articles…",
    loadingArticle: "Loading the article…",
    minutesToRead: "Minutes to read: {{count}}",
    nextPage: "Next",
    nextSlide: "Next slide",
    notFoundTitle: "We could not find that article",
    notFoundText:
      "The article you asked for does not exist or has been removed. Browse the blog instead.",
    openLarger: "Open a larger view",
    opensInNewTab: "(opens in a new tab)",
    pageOf: "Page {{page}} of {{total}}",
    pagination: "Pagination",
    podcastEpisode: "Podcast episode",
    postCount: "Articles: {{count}}",
    previousPage: "Previous",
    previousSlide: "Previous slide",
    readMore: "Read more",
    relatedArticles: "Related articles",
    resultCount: "Articles found: {{count}}",
    retry: "Try again",
    searchLabel: "Search articles",
    searchPlaceholder: "For example: encryption",
    showAllTags: "Show all tags",
    showFewerTags: "Show fewer tags",
    showSlide: "Show slide {{number}}",
    slideOf: "Slide {{current}} of {{total}}",
    slideRole: "slide",
    slidesLabel: "Slides",
    tagsHint: "Articles must carry all the selected tags.",
    tagsLabel: "Tags",
    videoOn: "Video on {{provider}}",
    videoOpened: "The video has opened in a new tab. If it did not:",
    videoPrivacy:
      "Nothing is loaded from {{provider}} until you choose to watch. The video then opens on {{provider}} in a new tab.",
    watchOn: "Watch on {{provider}}",
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
