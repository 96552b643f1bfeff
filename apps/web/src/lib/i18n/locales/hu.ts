import type { Translation } from "./en.ts";

export const hu: Translation = {
  login_failed: "Sikertelen bejelentkezés. Kérjük, ellenőrizze a belépési adatait.",
  login_error: "Váratlan hiba történt. Kérjük, próbálja újra.",
  login_success: "Sikeres bejelentkezés!",
  welcome_back: "Üdvözöljük újra!",
  logout_success: "Sikeres kijelentkezés",
  see_you_again: "Várjuk vissza hamarosan!",

  common: {
    appName: "Fleetward",
    tagline: "IT-eszközgazdálkodás és eszközkezelés biztonságosan, egyetlen alkalmazásból",
    skipToContent: "Ugrás a fő tartalomra",
    loading: "Betöltés…",
    close: "Bezárás",
    home: "Kezdőlap",
    backHome: "Vissza a kezdőlapra",
    signIn: "Bejelentkezés",
    signUp: "Fiók létrehozása",
    startTrial: "Ingyenes próba indítása",
    signOut: "Kijelentkezés",
    learnMore: "További információ",
    readMore: "Tovább olvasom",
    contactSales: "Kapcsolat az értékesítéssel",
    breadcrumb: "Morzsamenü",
    onThisPage: "Ezen az oldalon",
    trialBadge: "90 napig ingyenes – bankkártya nélkül",
  },

  nav: {
    mainLabel: "Fő navigáció",
    openMenu: "Menü megnyitása",
    closeMenu: "Menü bezárása",
    product: "Termék",
    resources: "Források",
    company: "Vállalat",
    services: "Szolgáltatások",
    serviceDetail: "Eszközbiztonsági szolgáltatás",
    pricing: "Árak",
    customerStories: "Ügyféltörténetek",
    testimonials: "Vélemények",
    documentation: "Dokumentáció",
    changelog: "Változásnapló",
    uiComponents: "UI-komponensek",
    blog: "Blog",
    knowledgeBase: "Tudásbázis",
    courses: "Kurzusok",
    forums: "Fórumok",
    helpCenter: "Súgóközpont",
    faqs: "GYIK",
    guides: "Útmutatók",
    support: "Támogatás",
    about: "Rólunk",
    team: "Csapat",
    careers: "Karrier",
    jobBoard: "Álláshirdetések",
    contact: "Kapcsolat",
  },

  account: {
    menuLabel: "Fiókmenü",
    sidebarLabel: "Fióknavigáció",
    signedInAs: "Bejelentkezve: {{name}}",
    profile: "Profil",
    billing: "Számlázás",
    payment: "Fizetés",
    invoice: "Számlák",
    social: "Közösségi linkek",
    notifications: "Értesítések",
    settings: "Beállítások",
    lock: "Képernyő zárolása",
    collapseSidebar: "Oldalsáv összecsukása",
    expandSidebar: "Oldalsáv kibontása",
  },

  footer: {
    about:
      "A Fleetward pontos nyilvántartást vezet a szervezete tulajdonában lévő összes laptopról, telefonról, szerverről és licencről, és egy pillantással megmutatja, mely eszközök igényelnek figyelmet.",
    product: "Termék",
    resources: "Források",
    company: "Vállalat",
    legal: "Jogi információk",
    terms: "Szolgáltatási feltételek",
    privacy: "Adatvédelmi tájékoztató",
    trialTerms: "A próbaidőszak feltételei",
    copyright: "© {{year}} Fleetward. Minden jog fenntartva.",
    languageLabel: "Nyelv",
  },

  newsletter: {
    title: "Előzze meg az eszközöket érintő kockázatokat",
    description:
      "Havonta egy e-mail: biztonsági közlemények, eszközgazdálkodási tippek és termékhírek.",
    emailLabel: "E-mail-cím",
    placeholder: "nev@ceg.hu",
    submit: "Feliratkozás",
    submitting: "Feliratkozás…",
    success: "Köszönjük! Feliratkozása megerősítéséhez nézze meg a postafiókját.",
    invalidEmail: "Kérjük, adjon meg egy érvényes e-mail-címet.",
  },

  cookies: {
    title: "Sütik",
    message:
      "Csak azokat a sütiket használjuk, amelyek a bejelentkezés fenntartásához és az űrlapok védelméhez szükségesek. Hirdetési vagy nyomkövető sütiket nem használunk.",
    accept: "Értem",
    learnMore: "Adatvédelmi tájékoztatónk",
  },

  settings: {
    open: "Megjelenési beállítások megnyitása",
    title: "Megjelenés",
    description:
      "Állítsa be, hogyan jelenjen meg a Fleetward ezen az eszközön. A módosítások azonnal érvénybe lépnek.",
    theme: "Színtéma",
    themeLight: "Világos",
    themeDark: "Sötét",
    themeSystem: "Rendszer",
    direction: "Szövegirány",
    directionLtr: "Balról jobbra",
    directionRtl: "Jobbról balra",
    navbar: "Navigációs sáv",
    navbarSticky: "Rögzített",
    navbarFloating: "Lebegő",
    navbarStatic: "Statikus",
    menu: "Oldalsávmenü",
    menuVertical: "Függőleges",
    menuCollapsible: "Összecsukható",
    menuHorizontal: "Vízszintes",
    layout: "Oldalszélesség",
    layoutFull: "Teljes szélesség",
    layoutBoxed: "Korlátozott szélesség",
    animation: "Oldalátmenet",
    animationNone: "Nincs",
    animationFade: "Áttűnés",
    animationFadeUp: "Áttűnés felfelé",
    animationZoom: "Nagyítás",
    semidark: "Sötét oldalsáv világos témában",
    language: "Nyelv",
    reset: "Alapértékek visszaállítása",
  },

  errors: {
    notFoundCode: "404-es hiba",
    notFoundTitle: "Nem találjuk ezt az oldalt",
    notFoundText:
      "Lehet, hogy a keresett oldalt áthelyezték, vagy nem is létezett. Ellenőrizze a címet, vagy kezdje újra a kezdőlapról.",
    genericTitle: "Hiba történt",
    genericText: "Egy váratlan hiba miatt az oldal nem töltődött be. Kérjük, próbálja újra.",
    tryAgain: "Újrapróbálkozás",
    network: "A Fleetward nem érhető el. Ellenőrizze az internetkapcsolatát, és próbálja újra.",
    timeout: "A szerver túl sokáig nem válaszolt. Kérjük, próbálja újra.",
    server: "A Fleetward nem tudta feldolgozni a kérését. Kérjük, próbálja újra egy kis idő múlva.",
    unauthorized: "A munkamenete lejárt. Kérjük, jelentkezzen be újra.",
    forbidden: "Ehhez nincs jogosultsága.",
    notFound: "A kért tartalom nem található.",
    rateLimited: "Túl sok próbálkozás. Várjon egy kicsit, majd próbálja újra.",
    invalidInput: "A megadott adatok egy része érvénytelen.",
    tooLarge: "Az elküldött adat túl nagy.",
  },

  pages: {
    home: {
      title: "Fleetward – IT-eszközgazdálkodás és eszközkezelés",
      description:
        "Tartsa nyilván szervezete összes eszközét, licencét és vagyonelemét, és védje őket egyetlen alkalmazásból. 90 napos ingyenes próbaidőszak.",
    },
    about: {
      title: "A Fleetwardról",
      description:
        "Miért fejlesztjük a Fleetwardot: az IT-csapatok megérdemelnek egy nyugodt, pontos áttekintést minden eszközről, amelyért felelnek.",
    },
    services: {
      title: "Szolgáltatások",
      description:
        "Eszköznyilvántartás, eszközbiztonsági állapot, licenckövetés, életciklus-kezelés és bevezetési szolgáltatások a Fleetwardtól.",
    },
    serviceDetail: {
      title: "Eszközbiztonsági felügyelet",
      description:
        "Így ellenőrzi a Fleetward a lemeztitkosítást, az operációs rendszer frissítési szintjét, a képernyőzárat és a végpontvédelmet minden felügyelt eszközön.",
    },
    team: {
      title: "Csapatunk",
      description: "Ismerje meg azokat, akik a Fleetwardot fejlesztik és támogatják.",
    },
    pricing: {
      title: "Árak",
      description:
        "Egyszerű, eszközalapú árazás IT-eszközgazdálkodáshoz és eszközkezeléshez. Kezdje 90 napos ingyenes próbaidőszakkal.",
    },
    testimonials: {
      title: "Mit mondanak ügyfeleink",
      description:
        "IT-vezetők arról, hogyan változtatta meg a Fleetward az eszközeik nyilvántartását és védelmét.",
    },
    contact: {
      title: "Kapcsolat",
      description:
        "Keresse a Fleetward értékesítési vagy támogatási csapatát. Egy munkanapon belül válaszolunk.",
    },
    contactDetail: {
      title: "Irodák és elérhetőségek",
      description: "A Fleetward irodáinak címei, telefonszámai és nyitvatartása.",
    },
    terms: {
      title: "Szolgáltatási feltételek",
      description: "A Fleetward használatára vonatkozó feltételek.",
    },
    privacy: {
      title: "Adatvédelmi tájékoztató",
      description: "Milyen személyes adatokat kezel a Fleetward, miért, és milyen jogai vannak.",
    },
    termsTrial: {
      title: "A próbaidőszak feltételei",
      description: "A Fleetward ingyenes, 90 napos béta-próbaidőszakának feltételei.",
    },
    blog: {
      title: "Blog",
      description:
        "Cikkek az IT-eszközgazdálkodásról, az eszközbiztonságról, a megfelelőségről és a hatékony, kis létszámú IT-csapatok működtetéséről.",
    },
    blogDetail: {
      title: "Cikk",
      description: "Cikk a Fleetward blogjából.",
    },
    kbDetail: {
      title: "Tudásbázis-cikk",
      description: "Lépésről lépésre szóló válaszok a Fleetward tudásbázisából.",
    },
    blogStandardPost: {
      title: "Normál bejegyzés",
      description: "Normál cikk a Fleetward blogjából.",
    },
    blogSliderPost: { title: "Bejegyzés diavetítéssel", description: "Cikk képes diavetítéssel." },
    blogGalleryPost: { title: "Galériás bejegyzés", description: "Cikk fotógalériával." },
    blogYoutubePost: { title: "Videós bejegyzés", description: "Cikk YouTube-videóval." },
    blogVimeoPost: { title: "Vimeo-bejegyzés", description: "Cikk Vimeo-videóval." },
    blogAudioPost: { title: "Hangos bejegyzés", description: "Cikk podcastepizóddal." },
    blogBlockquotePost: { title: "Idézetes bejegyzés", description: "Egy idézet köré épülő cikk." },
    blogLeftSidebarPost: {
      title: "Bejegyzés oldalsávval",
      description: "Cikk oldalsó navigációval.",
    },
    courseListing: {
      title: "Kurzusok",
      description:
        "Ingyenes kurzusok IT-eszközgazdálkodásról, eszközbiztonságról és megfelelőségről.",
    },
    courseDetail: {
      title: "Kurzus",
      description: "A kurzus tematikája, leckéi és amit megtanulhat.",
    },
    jobGrid: {
      title: "Álláshirdetések",
      description: "Nyitott pozíciók IT-üzemeltetés, biztonság és eszközgazdálkodás területén.",
    },
    jobDetail: {
      title: "Az állás részletei",
      description: "A pozíció, a feladatok és a jelentkezés módja.",
    },
    jobApply: { title: "Jelentkezés állásra", description: "Küldje el jelentkezését." },
    jobPost: {
      title: "Álláshirdetés feladása",
      description: "Tegyen közzé egy nyitott pozíciót a Fleetward álláshirdetései között.",
    },
    jobCareer: {
      title: "Karrier a Fleetwardnál",
      description: "Dolgozzon velünk a létező legnyugodtabb IT-eszközgazdálkodási terméken.",
    },
    jobCandidates: { title: "Jelöltek", description: "Új kihívásokra nyitott szakemberek." },
    jobCandidateDetail: {
      title: "Jelölt profilja",
      description: "A jelölt tapasztalata és készségei.",
    },
    jobCompanies: {
      title: "Munkaerőt kereső cégek",
      description: "IT-szakembereket kereső szervezetek.",
    },
    jobCompanyDetail: { title: "Cégprofil", description: "A cégről és nyitott pozícióiról." },
    forumsTopic: {
      title: "Közösségi fórumok",
      description: "Tegyen fel kérdéseket, és ossza meg bevált gyakorlatait más IT-csapatokkal.",
    },
    forumsComments: { title: "Beszélgetés", description: "Beszélgetés a közösségi fórumokból." },
    helpCenter: {
      title: "Súgóközpont",
      description: "Útmutatók, válaszok és támogatás a Fleetward ügyfeleinek.",
    },
    helpCenterFaqs: {
      title: "Gyakori kérdések",
      description: "Gyors válaszok fiókokról, a próbaidőszakról, eszközökről és biztonságról.",
    },
    helpCenterGuides: {
      title: "Útmutatók",
      description: "Lépésről lépésre szóló útmutatók a Fleetward beállításához és használatához.",
    },
    helpCenterSupport: {
      title: "Támogatás",
      description:
        "Hogyan érheti el a Fleetward ügyfélszolgálatát, és mit érdemes megadnia a kérésében.",
    },
    emailConfirmation: {
      title: "E-mail: e-mail-cím megerősítése",
      description: "Az új fiók e-mail-címét megerősítő e-mail előnézete.",
    },
    emailPasswordReset: {
      title: "E-mail: jelszó visszaállítása",
      description: "A jelszó-visszaállítási e-mail előnézete.",
    },
    emailAlert: {
      title: "E-mail: biztonsági riasztás",
      description: "Az eszközbiztonsági riasztásról szóló e-mail előnézete.",
    },
    emailInvoice: {
      title: "E-mail: számla",
      description: "A számlát tartalmazó e-mail előnézete.",
    },
    portfolio: {
      title: "Ügyféltörténetek",
      description: "Hogyan kezelik eszközeiket a Fleetwarddal a legkülönbözőbb méretű szervezetek.",
    },
    portfolioDetail: {
      title: "Ügyféltörténet",
      description: "Hogyan vette át egy szervezet az irányítást eszközei felett a Fleetwarddal.",
    },
    uiComponents: {
      title: "UI-komponensek",
      description: "A Fleetward felületének építőelemei.",
    },
    documentation: {
      title: "Dokumentáció",
      description: "A Fleetward telepítése, konfigurálása és integrálása.",
    },
    changelog: {
      title: "Változásnapló",
      description: "A Fleetward újdonságai kiadásról kiadásra.",
    },
    notFound: {
      title: "Az oldal nem található",
      description: "A keresett oldal nem létezik.",
    },
    comingSoon: {
      title: "Hamarosan",
      description: "A Fleetward ezen része hamarosan elérhető lesz.",
    },
    maintenance: {
      title: "Ütemezett karbantartás",
      description: "A Fleetward rövid ideig nem érhető el, amíg frissítjük.",
    },
    thankYou: {
      title: "Köszönjük",
      description: "Megkaptuk üzenetét.",
    },
    login: {
      title: "Bejelentkezés",
      description: "Jelentkezzen be Fleetward-fiókjába.",
    },
    signup: {
      title: "Fiók létrehozása",
      description: "Hozzon létre Fleetward-fiókot, és kezdje meg 90 napos ingyenes próbaidőszakát.",
    },
    recoverPassword: {
      title: "Jelszó visszaállítása",
      description: "Kérjen egy linket, amellyel új jelszót választhat.",
    },
    lockScreen: {
      title: "Munkamenet zárolva",
      description: "A folytatáshoz adja meg jelszavát.",
    },
    signupSuccess: {
      title: "Nézze meg a postafiókját",
      description: "A fiók létrehozásának befejezéséhez erősítse meg e-mail-címét.",
    },
    profile: { title: "Profil", description: "Személyes adatai, cége és próbaidőszaka." },
    billing: { title: "Számlázás", description: "Előfizetés, számlázási cím és használat." },
    payment: { title: "Fizetési módok", description: "Elmentett kártyák és fizetési módok." },
    invoice: { title: "Számlák", description: "Számlái és nyugtái." },
    social: { title: "Közösségi linkek", description: "A profilján megjelenő linkek." },
    notifications: {
      title: "Értesítések",
      description: "Válassza ki, milyen e-maileket és riasztásokat szeretne kapni.",
    },
    accountSettings: {
      title: "Fiókbeállítások",
      description: "Jelszó, munkamenetek és egyéni beállítások.",
    },
  },
};
