import type { Translation } from "./en.ts";

export const ae: Translation = {
  login_failed: "فشل تسجيل الدخول. يُرجى التحقق من بيانات الاعتماد.",
  login_error: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.",
  login_success: "تم تسجيل الدخول بنجاح!",
  welcome_back: "مرحبًا بعودتك!",
  logout_success: "تم تسجيل الخروج",
  see_you_again: "إلى اللقاء قريبًا!",

  common: {
    appName: "Fleetward",
    tagline: "إدارة أصول تقنية المعلومات والأجهزة بأمان من تطبيق واحد",
    skipToContent: "الانتقال إلى المحتوى الرئيسي",
    loading: "جارٍ التحميل…",
    close: "إغلاق",
    home: "الرئيسية",
    backHome: "العودة إلى الرئيسية",
    signIn: "تسجيل الدخول",
    signUp: "إنشاء حساب",
    startTrial: "ابدأ التجربة المجانية",
    signOut: "تسجيل الخروج",
    learnMore: "اعرف المزيد",
    readMore: "اقرأ المزيد",
    contactSales: "تواصل مع فريق المبيعات",
    breadcrumb: "مسار التنقل",
    onThisPage: "في هذه الصفحة",
    trialBadge: "مجانًا لمدة 90 يومًا — دون بطاقة ائتمان",
  },

  nav: {
    mainLabel: "التنقل الرئيسي",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    product: "المنتج",
    resources: "الموارد",
    company: "الشركة",
    services: "الخدمات",
    serviceDetail: "خدمة أمان الأجهزة",
    pricing: "الأسعار",
    customerStories: "قصص العملاء",
    testimonials: "آراء العملاء",
    documentation: "الوثائق",
    changelog: "سجل التغييرات",
    uiComponents: "مكونات الواجهة",
    blog: "المدونة",
    knowledgeBase: "قاعدة المعرفة",
    courses: "الدورات",
    forums: "المنتديات",
    helpCenter: "مركز المساعدة",
    faqs: "الأسئلة الشائعة",
    guides: "الأدلة",
    support: "الدعم",
    about: "من نحن",
    team: "الفريق",
    careers: "الوظائف",
    jobBoard: "لوحة الوظائف",
    contact: "اتصل بنا",
  },

  account: {
    menuLabel: "قائمة الحساب",
    sidebarLabel: "التنقل في الحساب",
    signedInAs: "تم تسجيل الدخول باسم {{name}}",
    profile: "الملف الشخصي",
    billing: "الفوترة",
    payment: "الدفع",
    invoice: "الفواتير",
    social: "روابط التواصل الاجتماعي",
    notifications: "الإشعارات",
    settings: "الإعدادات",
    lock: "قفل الشاشة",
    collapseSidebar: "طي الشريط الجانبي",
    expandSidebar: "توسيع الشريط الجانبي",
  },

  footer: {
    about:
      "يحتفظ Fleetward بجرد دقيق لكل حاسوب محمول وهاتف وخادم وترخيص تملكه مؤسستك، ويُظهر لك بنظرة واحدة الأجهزة التي تحتاج إلى اهتمام.",
    product: "المنتج",
    resources: "الموارد",
    company: "الشركة",
    legal: "المعلومات القانونية",
    terms: "شروط الخدمة",
    privacy: "سياسة الخصوصية",
    trialTerms: "شروط الفترة التجريبية",
    copyright: "© {{year}} Fleetward. جميع الحقوق محفوظة.",
    languageLabel: "اللغة",
  },

  newsletter: {
    title: "ابقَ متقدمًا على مخاطر الأجهزة",
    description: "رسالة واحدة شهريًا: تنبيهات أمنية، ونصائح لإدارة الأصول، وأخبار المنتج.",
    emailLabel: "البريد الإلكتروني",
    placeholder: "name@company.com",
    submit: "اشترك",
    submitting: "جارٍ الاشتراك…",
    success: "شكرًا لك! يُرجى مراجعة بريدك الوارد لتأكيد اشتراكك.",
    invalidEmail: "يُرجى إدخال عنوان بريد إلكتروني صالح.",
  },

  cookies: {
    title: "ملفات تعريف الارتباط",
    message:
      "نستخدم فقط ملفات تعريف الارتباط اللازمة لإبقائك مسجَّل الدخول وحماية نماذجك، دون أي ملفات تعريف ارتباط إعلانية أو للتتبع.",
    accept: "حسنًا",
    learnMore: "اقرأ سياسة الخصوصية",
  },

  settings: {
    open: "فتح إعدادات المظهر",
    title: "المظهر",
    description: "خصّص مظهر Fleetward على هذا الجهاز. تُطبَّق التغييرات فورًا.",
    theme: "سمة الألوان",
    themeLight: "فاتح",
    themeDark: "داكن",
    themeSystem: "النظام",
    direction: "اتجاه النص",
    directionLtr: "من اليسار إلى اليمين",
    directionRtl: "من اليمين إلى اليسار",
    navbar: "شريط التنقل",
    navbarSticky: "مثبّت",
    navbarFloating: "عائم",
    navbarStatic: "عادي",
    menu: "القائمة الجانبية",
    menuVertical: "عمودية",
    menuCollapsible: "قابلة للطي",
    menuHorizontal: "أفقية",
    layout: "عرض الصفحة",
    layoutFull: "عرض كامل",
    layoutBoxed: "عرض محدود",
    animation: "الانتقال بين الصفحات",
    animationNone: "بدون",
    animationFade: "تلاشٍ",
    animationFadeUp: "تلاشٍ للأعلى",
    animationZoom: "تكبير",
    semidark: "شريط جانبي داكن في السمة الفاتحة",
    language: "اللغة",
    reset: "استعادة الإعدادات الافتراضية",
  },

  errors: {
    notFoundCode: "خطأ 404",
    notFoundTitle: "تعذّر العثور على هذه الصفحة",
    notFoundText:
      "ربما نُقلت الصفحة التي تبحث عنها أو لم تكن موجودة أصلًا. تحقّق من العنوان، أو ابدأ من جديد من الصفحة الرئيسية.",
    genericTitle: "حدث خطأ ما",
    genericText: "حال خطأ غير متوقع دون تحميل هذه الصفحة. يُرجى المحاولة مرة أخرى.",
    tryAgain: "إعادة المحاولة",
    network: "تعذّر الوصول إلى Fleetward. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.",
    timeout: "استغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.",
    server: "واجه Fleetward مشكلة في معالجة طلبك. يُرجى المحاولة مرة أخرى بعد قليل.",
    unauthorized: "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
    forbidden: "ليست لديك صلاحية للقيام بذلك.",
    notFound: "تعذّر العثور على ما طلبته.",
    rateLimited: "محاولات كثيرة جدًا. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.",
    invalidInput: "بعض المعلومات التي أدخلتها غير صالحة.",
    tooLarge: "حجم البيانات المُرسَلة كبير جدًا.",
  },

  pages: {
    home: {
      title: "Fleetward — إدارة أصول تقنية المعلومات والأجهزة",
      description:
        "اجرد كل جهاز وترخيص وأصل تملكه مؤسستك، وحافظ على أمانها من تطبيق واحد. تجربة مجانية لمدة 90 يومًا.",
    },
    about: {
      title: "عن Fleetward",
      description:
        "لماذا نطوّر Fleetward: تستحق فرق تقنية المعلومات رؤية واحدة هادئة ودقيقة لكل جهاز تتولى مسؤوليته.",
    },
    services: {
      title: "الخدمات",
      description:
        "جرد الأصول، ووضع أمان الأجهزة، وتتبّع التراخيص، وإدارة دورة الحياة، وخدمات الإعداد والتهيئة من Fleetward.",
    },
    serviceDetail: {
      title: "مراقبة أمان الأجهزة",
      description:
        "كيف يتحقق Fleetward من تشفير الأقراص ومستوى تحديثات نظام التشغيل وقفل الشاشة وحماية نقاط النهاية على كل جهاز مُدار.",
    },
    team: {
      title: "فريقنا",
      description: "تعرّف على الأشخاص الذين يطوّرون Fleetward ويقدّمون الدعم لمستخدميه.",
    },
    pricing: {
      title: "الأسعار",
      description:
        "تسعير بسيط لكل جهاز لإدارة أصول تقنية المعلومات والأجهزة. ابدأ بتجربة مجانية لمدة 90 يومًا.",
    },
    testimonials: {
      title: "ماذا يقول عملاؤنا",
      description: "قادة تقنية المعلومات يروون كيف غيّر Fleetward طريقة تتبّعهم للأجهزة وتأمينها.",
    },
    contact: {
      title: "اتصل بنا",
      description: "تحدّث إلى فريق المبيعات أو الدعم في Fleetward. نردّ خلال يوم عمل واحد.",
    },
    contactDetail: {
      title: "المكاتب وبيانات الاتصال",
      description: "عناوين مكاتب Fleetward وأرقام هواتفها وساعات عملها.",
    },
    terms: {
      title: "شروط الخدمة",
      description: "الشروط التي تحكم استخدامك لخدمة Fleetward.",
    },
    privacy: {
      title: "سياسة الخصوصية",
      description:
        "البيانات الشخصية التي يعالجها Fleetward، وسبب معالجتها، والحقوق التي تتمتع بها.",
    },
    termsTrial: {
      title: "شروط الفترة التجريبية",
      description: "شروط الفترة التجريبية المجانية لإصدار Fleetward التجريبي (بيتا) لمدة 90 يومًا.",
    },
    blog: {
      title: "المدونة",
      description:
        "مقالات عن إدارة أصول تقنية المعلومات، وأمان الأجهزة، والامتثال، وإدارة فريق تقنية معلومات صغير وفعّال.",
    },
    blogDetail: {
      title: "مقالة",
      description: "مقالة من مدونة Fleetward.",
    },
    kbDetail: {
      title: "مقالة من قاعدة المعرفة",
      description: "إجابات خطوة بخطوة من قاعدة معرفة Fleetward.",
    },
    blogStandardPost: { title: "منشور عادي", description: "مقالة عادية من مدونة Fleetward." },
    blogSliderPost: { title: "منشور بعرض شرائح", description: "مقالة مع عرض شرائح للصور." },
    blogGalleryPost: { title: "منشور بمعرض صور", description: "مقالة مع معرض صور." },
    blogYoutubePost: { title: "منشور فيديو", description: "مقالة مع فيديو من YouTube." },
    blogVimeoPost: { title: "منشور Vimeo", description: "مقالة مع فيديو من Vimeo." },
    blogAudioPost: { title: "منشور صوتي", description: "مقالة مع حلقة بودكاست." },
    blogBlockquotePost: { title: "منشور اقتباس", description: "مقالة مبنية حول اقتباس." },
    blogLeftSidebarPost: {
      title: "منشور بشريط جانبي",
      description: "مقالة يظهر التنقل فيها على الجانب.",
    },
    courseListing: {
      title: "الدورات",
      description: "دورات مجانية في إدارة أصول تقنية المعلومات وأمان الأجهزة والامتثال.",
    },
    courseDetail: {
      title: "دورة",
      description: "مخطط الدورة ودروسها وما ستتعلمه.",
    },
    jobGrid: {
      title: "لوحة الوظائف",
      description: "وظائف شاغرة في عمليات تقنية المعلومات والأمان وإدارة الأصول.",
    },
    jobDetail: { title: "تفاصيل الوظيفة", description: "الدور والمسؤوليات وطريقة التقديم." },
    jobApply: { title: "التقدّم لوظيفة", description: "أرسل طلبك." },
    jobPost: { title: "نشر وظيفة", description: "انشر وظيفة شاغرة على لوحة وظائف Fleetward." },
    jobCareer: {
      title: "الوظائف في Fleetward",
      description: "اعمل معنا على أهدأ منتج لإدارة أصول تقنية المعلومات على الإطلاق.",
    },
    jobCandidates: { title: "المرشحون", description: "محترفون منفتحون على فرص جديدة." },
    jobCandidateDetail: { title: "ملف المرشح", description: "خبرات المرشح ومهاراته." },
    jobCompanies: {
      title: "شركات توظّف الآن",
      description: "مؤسسات تبحث عن متخصصين في تقنية المعلومات.",
    },
    jobCompanyDetail: { title: "ملف الشركة", description: "نبذة عن الشركة ووظائفها الشاغرة." },
    forumsTopic: {
      title: "منتديات المجتمع",
      description: "اطرح الأسئلة وتبادل الممارسات مع فرق تقنية المعلومات الأخرى.",
    },
    forumsComments: { title: "نقاش", description: "نقاش من منتديات المجتمع." },
    helpCenter: {
      title: "مركز المساعدة",
      description: "أدلة وإجابات ودعم لعملاء Fleetward.",
    },
    helpCenterFaqs: {
      title: "الأسئلة الشائعة",
      description: "إجابات سريعة حول الحسابات والفترة التجريبية والأجهزة والأمان.",
    },
    helpCenterGuides: {
      title: "الأدلة",
      description: "أدلة خطوة بخطوة لإعداد Fleetward وتشغيله.",
    },
    helpCenterSupport: {
      title: "الدعم",
      description: "كيفية التواصل مع دعم Fleetward وما ينبغي تضمينه في طلبك.",
    },
    emailConfirmation: {
      title: "البريد الإلكتروني: تأكيد عنوانك",
      description: "معاينة رسالة البريد الإلكتروني التي تؤكد عنوان الحساب الجديد.",
    },
    emailPasswordReset: {
      title: "البريد الإلكتروني: إعادة تعيين كلمة المرور",
      description: "معاينة رسالة إعادة تعيين كلمة المرور.",
    },
    emailAlert: {
      title: "البريد الإلكتروني: تنبيه أمني",
      description: "معاينة رسالة التنبيه الخاصة بأمان الأجهزة.",
    },
    emailInvoice: {
      title: "البريد الإلكتروني: فاتورة",
      description: "معاينة رسالة الفاتورة.",
    },
    portfolio: {
      title: "قصص العملاء",
      description: "كيف تدير مؤسسات من جميع الأحجام أجهزتها باستخدام Fleetward.",
    },
    portfolioDetail: {
      title: "قصة عميل",
      description: "كيف أحكمت إحدى المؤسسات السيطرة على أجهزتها باستخدام Fleetward.",
    },
    uiComponents: {
      title: "مكونات الواجهة",
      description: "العناصر الأساسية التي تتكوّن منها واجهة Fleetward.",
    },
    documentation: {
      title: "الوثائق",
      description: "إعداد Fleetward وتهيئته ودمجه.",
    },
    changelog: {
      title: "سجل التغييرات",
      description: "الجديد في Fleetward، إصدارًا بعد إصدار.",
    },
    notFound: {
      title: "الصفحة غير موجودة",
      description: "الصفحة التي تبحث عنها غير موجودة.",
    },
    comingSoon: {
      title: "قريبًا",
      description: "هذا الجزء من Fleetward قيد الإعداد.",
    },
    maintenance: {
      title: "صيانة مجدولة",
      description: "Fleetward غير متاح لفترة وجيزة أثناء ترقيته.",
    },
    thankYou: {
      title: "شكرًا لك",
      description: "لقد تلقّينا رسالتك.",
    },
    login: {
      title: "تسجيل الدخول",
      description: "سجّل الدخول إلى حسابك في Fleetward.",
    },
    signup: {
      title: "أنشئ حسابك",
      description: "أنشئ حسابًا في Fleetward وابدأ تجربتك المجانية لمدة 90 يومًا.",
    },
    recoverPassword: {
      title: "إعادة تعيين كلمة المرور",
      description: "احصل على رابط لاختيار كلمة مرور جديدة.",
    },
    lockScreen: {
      title: "الجلسة مقفلة",
      description: "أدخل كلمة المرور للمتابعة.",
    },
    signupSuccess: {
      title: "تحقّق من بريدك الوارد",
      description: "أكّد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.",
    },
    profile: { title: "الملف الشخصي", description: "بياناتك الشخصية وشركتك وفترتك التجريبية." },
    billing: { title: "الفوترة", description: "الخطة وعنوان الفوترة والاستخدام." },
    payment: { title: "طرق الدفع", description: "البطاقات وطرق الدفع المحفوظة." },
    invoice: { title: "الفواتير", description: "فواتيرك وإيصالاتك." },
    social: { title: "روابط التواصل الاجتماعي", description: "الروابط المعروضة في ملفك الشخصي." },
    notifications: {
      title: "الإشعارات",
      description: "اختر رسائل البريد الإلكتروني والتنبيهات التي تصلك.",
    },
    accountSettings: {
      title: "إعدادات الحساب",
      description: "كلمة المرور والجلسات والتفضيلات.",
    },
  },
};
