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

  auth: {
    errors: {
      usernameTaken: "Ez a felhasználónév már foglalt. Kérjük, válasszon másikat.",
      passwordRejected:
        "Válasszon nehezebben kitalálható jelszót: ne legyen gyakori jelszó, és ne egyezzen meg a felhasználónevével vagy az e-mail-címével.",
      resetLinkInvalid: "Ez a visszaállítási link érvénytelen vagy lejárt. Alább kérhet újat.",
      incorrectPassword: "A jelszó helytelen.",
      currentPasswordWrong:
        "A jelenlegi jelszava helytelen, vagy az új jelszó túl könnyen kitalálható.",
    },
    confirmingTitle: "E-mail-címének megerősítése folyamatban…",
    confirmedTitle: "E-mail-cím megerősítve",
    confirmedText:
      "Köszönjük. E-mail-címét megerősítettük; jelentkezzen be, és indítsa el ingyenes próbaidőszakát.",
    confirmFailedTitle: "Nem tudtuk megerősíteni ezt a címet",
    confirmFailedText:
      "A link érvénytelen, már felhasználták, vagy lejárt. Jelentkezzen be, és kérjen új megerősítő e-mailt, vagy regisztráljon újra.",
    continueToSignIn: "Tovább a bejelentkezéshez",
    fields: {
      workEmail: "Munkahelyi e-mail-cím",
      password: "Jelszó",
      username: "Felhasználónév",
      newPassword: "Új jelszó",
      confirmNewPassword: "Új jelszó megerősítése",
    },
    login: {
      lead: "Üdvözöljük újra! Jelentkezzen be, és tekintse meg eszközeit, próbaidőszakát és fiókját.",
      rememberMe: "Emlékezzen rám",
      forgotPassword: "Elfelejtette jelszavát?",
      submit: "Bejelentkezés",
      submitting: "Bejelentkezés…",
      noAccount: "Még nem használja a Fleetwardot? <a>Fiók létrehozása</a>",
    },
    signup: {
      lead: "Egyetlen fiók a profiljához, a 90 napos ingyenes próbaidőszakhoz, később pedig csapata munkaterületéhez. Bankkártya nem szükséges.",
      usernameHint: "3–32 karakter: betűk, számjegyek, pontok, aláhúzásjelek és kötőjelek.",
      emailHint: "Erre a címre küldünk megerősítő linket.",
      acceptTerms: "Elfogadom a <a>szolgáltatási feltételeket</a>.",
      submit: "Fiók létrehozása",
      submitting: "Fiók létrehozása…",
      haveAccount: "Már van fiókja? <a>Bejelentkezés</a>",
    },
    signupSuccess: {
      lead: "Fiókja elkészült. Megerősítő linket küldtünk a következő címre: {{email}}. Nyissa meg, és erősítse meg, hogy a cím az Öné.",
      leadNoEmail:
        "Fiókja elkészült. Megerősítő linket küldtünk az e-mail-címére. Nyissa meg, és erősítse meg, hogy a cím az Öné.",
      steps: {
        openEmail: "Nyissa meg a Fleetward e-mailjét, amelyben a címe megerősítését kérjük.",
        selectButton: "Válassza a megerősítő gombot. Ez megnyitja a Fleetwardot a böngészőjében.",
        signIn: "Jelentkezzen be, és a profiljában indítsa el 90 napos ingyenes próbaidőszakát.",
      },
      nothingArrived: "Nem érkezett semmi?",
      tips: {
        wait: "Várjon öt percet: egyes vállalati levélszűrők rövid ideig visszatartják az új feladóktól érkező leveleket.",
        spam: "Nézze meg a levélszemét-, spam- vagy karanténmappát, és jelölje meg üzenetünket „nem levélszemét”-ként.",
        typo: "Ellenőrizze, hogy nincs-e elírás abban a címben, amellyel regisztrált – ha van, egyszerűen regisztráljon újra.",
        allowSender:
          "Ha szervezete szűri a külső feladókat, kérje meg IT-csapatát, hogy engedélyezze a Fleetward leveleit.",
      },
      stillNothing:
        "Még mindig nem érkezett semmi? <a>Forduljon az ügyfélszolgálathoz</a>, és adja meg, melyik címet használta.",
    },
    lockScreen: {
      title: "Munkamenete zárolva van",
      lead: "Egy ideig nem észleltünk tevékenységet, ezért zároltuk a Fleetwardot. Adja meg jelszavát, és folytassa ott, ahol abbahagyta.",
      submit: "Feloldás",
      submitting: "Feloldás…",
      notYou: "Nem Ön az? <a>Bejelentkezés más felhasználóként</a>",
    },
    recover: {
      requestLead:
        "Adja meg Fleetward-fiókja e-mail-címét, és küldünk egy linket, amellyel új jelszót választhat.",
      newPasswordTitle: "Új jelszó választása",
      newPasswordLead:
        "Olyan jelszót válasszon, amelyet máshol nem használ. Mentés után minden eszközén ezzel jelentkezzen be.",
      remembered: "Eszébe jutott? <a>Vissza a bejelentkezéshez</a>",
    },
    requestReset: {
      emailHint: "Az a cím, amellyel regisztrált.",
      submit: "Visszaállítási link küldése",
      submitting: "Küldés…",
      sent: "Ha ehhez a címhez tartozik fiók, elküldtük a linket, amellyel új jelszót választhat. A levél megérkezése néhány percig is eltarthat; nézze meg a levélszemét- vagy spammappát is.",
      useDifferentAddress: "Másik cím használata",
    },
    newPassword: {
      changedNotice: "Jelszó módosítva",
      changed: "Jelszavát módosítottuk. <a>Jelentkezzen be az új jelszavával</a>.",
      mismatch: "A két jelszó nem egyezik.",
      confirmHint: "Írja be még egyszer.",
      submit: "Új jelszó mentése",
      submitting: "Mentés…",
    },
    passwordStrength: {
      empty: "8–128 karakter. Minél hosszabb, annál erősebb.",
      strength: "Erősség: {{level}}.",
      weak: "Gyenge",
      weakAdvice:
        "Használjon legalább 8 karaktert; néhány egymáshoz nem kapcsolódó szó jól működik.",
      fair: "Közepes",
      fairAdvice:
        "Jó kezdet. Legyen hosszabb, vagy keverjen bele nagybetűket, számjegyeket és szimbólumokat.",
      strong: "Erős",
      strongAdvice: "Nehezen kitalálható. Tárolja a jelszókezelőjében.",
    },
  },

  accountArea: {
    notProvided: "Még nincs megadva",
    profile: {
      lead: "Személyes és céges adatai, e-mail-címe, valamint Fleetward-próbaidőszakának állapota.",
      trialSection: "Ingyenes próbaidőszak",
      trialStatus: "A próbaidőszak állapota",
      activeUntil: "Aktív eddig: {{date}}",
      activeFor90Days: "90 napig aktív",
      detailsSection: "Az Ön adatai",
      detailsIntro:
        "A próbaidőszak űrlapja alapján kitöltve. Ha valamit javítani szeretne, írjon a support@fleetward.com címre.",
      personalDetails: "Személyes adatok",
      companyDetails: "Céges adatok",
      emailAddress: "E-mail-cím",
      yourApp: "Az Ön alkalmazása",
      emailConfirmed: "Megerősítve",
      emailNotConfirmed: "Nincs megerősítve",
      emailNote:
        "A biztonsági riasztásokat és a próbaidőszakkal kapcsolatos emlékeztetőket erre a címre küldjük, ezért tartsa megerősítve.",
      appNote:
        "Az alkalmazás nevét a próbaidőszak űrlapján választja ki; munkaterülete ezután a következő címen érhető el: <address/>.",
      fields: {
        firstName: "Keresztnév",
        lastName: "Vezetéknév",
        username: "Felhasználónév",
        title: "Megszólítás",
        position: "Beosztás",
        department: "Részleg",
        company: "Cég",
        address: "Cím",
        phone: "Telefon",
        email: "E-mail",
        app: "Alkalmazás",
        appUrl: "Alkalmazás URL-címe",
        trialExpires: "A próbaidőszak lejárata",
      },
    },
    trial: {
      stepDone: "Befejezve",
      stepCurrent: "Aktuális lépés",
      stepUpcoming: "Még nem elérhető",
      steps: {
        none: {
          title: "Még nincs próbaidőszak",
          text: "Fogadja el a próbaidőszak feltételeit, majd adja meg cége adatait és a kívánt alkalmazásnevet. Nagyjából három percet vesz igénybe.",
        },
        pending: {
          title: "Jóváhagyásra vár",
          text: "Minden igénylést személyesen ellenőrzünk, általában egy munkanapon belül, és a jóváhagyás után azonnal e-mailt küldünk Önnek.",
        },
        deploying: {
          title: "Munkaterülete telepítés alatt",
          text: "Létrehozzuk saját munkaterületét és annak adatbázisát. Ez általában néhány percet vesz igénybe; közben bezárhatja ezt az oldalt.",
        },
        active: {
          title: "Aktív",
          text: "Munkaterülete 90 napig működik. Regisztrálja első eszközeit, és hívja meg csapatát; a 90 nap leteltével kikapcsol, hacsak nem vált előfizetésre.",
        },
      },
      next: {
        noneText:
          "Próbálja ki a Fleetward összes funkcióját 90 napig ingyen, bankkártya nélkül. A próbaidőszak béta állapotú: ne tároljon benne éles működés szempontjából kritikus vagy érzékeny adatokat, és vegye figyelembe, hogy az adatexportálás még nem érhető el.",
        startTrial: "Ingyenes próbaidőszak indítása",
        pending:
          "Igénylése a sorban várakozik. A jóváhagyás után e-mailt küldünk a következő címre: {{email}}. Önnek semmi más teendője nincs.",
        pendingNoEmail:
          "Igénylése a sorban várakozik. A jóváhagyás után e-mailt küldünk Önnek; semmi más teendője nincs.",
        deploying:
          "Munkaterületét most telepítjük. Várjon néhány percet, majd töltse be újra ezt az oldalt.",
        openWorkspace: "Munkaterület megnyitása",
        guides: "Első lépések útmutatók",
      },
    },
    billing: {
      lead: "Előfizetése, felügyelt eszközeinek száma és a számlák kézbesítési címe.",
      planSection: "Előfizetés és használat",
      currentPlan: "Jelenlegi előfizetés",
      noPlan: "Még nincs előfizetés",
      noPlanText:
        "Kezdje a 90 napos ingyenes próbaidőszakkal: minden funkció, bankkártya nélkül. A 90 nap leteltével a próbaidőszak automatikusan kikapcsol; ha meg szeretné tartani munkaterületét, előtte váltson előfizetésre.",
      startTrial: "Ingyenes próbaidőszak indítása",
      deviceUsage: "Eszközhasználat",
      managedDevices_one: "{{count}} <unit>felügyelt eszköz</unit>",
      managedDevices_other: "{{count}} <unit>felügyelt eszköz</unit>",
      deviceUsageText:
        "Egy eszköz attól kezdve számít, hogy először jelentést küld a munkaterületére. A kivezetett és archivált eszközök nem számítanak, ezért a számlázási dátum előtt rendezze eszközeit.",
      detailsSection: "Számlázási adatok",
      billingAddress: "Számlázási cím",
      noBillingAddress: "Nincs megadva számlázási cím",
      noBillingAddressText:
        "Amikor a béta után elindulnak a fizetős előfizetések, ide másoljuk cége címét. Az első számla előtt módosíthatja, például egy pénzügyi osztály címére.",
      keepFleetward: "Tartsa meg a Fleetwardot a próbaidőszak után",
      keepFleetwardText:
        "A fizetős előfizetések díja felügyelt eszközönként számítódik, így csak azért fizet, amit ténylegesen nyomon követ. Hasonlítsa össze őket, vagy beszéljen velünk a nagy eszközállományokra vonatkozó mennyiségi árazásról.",
      comparePlans: "Előfizetések összehasonlítása",
      talkToSales: "Beszéljen az értékesítéssel",
    },
    payment: {
      lead: "Azok a kártyák, amelyeket Fleetward-előfizetéséért megterhelünk. Az ingyenes próbaidőszakhoz soha nincs szükség kártyára.",
      methodsSection: "Fizetési módok",
      savedMethods: "Elmentett fizetési módok",
      noMethod: "Nincs megadva fizetési mód",
      noMethodText:
        "A 90 napos próbaidőszakhoz nincs szüksége kártyára. A később hozzáadott kártyák itt jelennek meg a kártyatársasággal, az utolsó négy számjeggyel és a lejárati dátummal.",
      addCard: "Kártya hozzáadása",
      paymentsClosed:
        "A kártyás fizetés akkor válik elérhetővé, amikor a Fleetward kilép a béta állapotból. Addig nincs mit fizetni, ezért ez az űrlap még nem küldhető el.",
      cardDetails: "Kártyaadatok",
      cardHolder: "Kártyabirtokos",
      cardNumber: "Kártyaszám",
      expiry: "Lejárat (HH/ÉÉ)",
      cvc: "CVC",
      saveCard: "Kártya mentése",
    },
    invoice: {
      lead: "Fleetward-előfizetésének összes számlája a rájuk vonatkozó eszközökkel, PDF-ként letölthetően.",
      historySection: "Számlatörténet",
      allInvoices: "Összes számla",
      columns: {
        invoice: "Számla",
        issued: "Kiállítva",
        billingPeriod: "Számlázási időszak",
        devices: "Eszközök",
        amount: "Összeg",
        status: "Állapot",
      },
      download: "Letöltés",
      noInvoices: "Még nincsenek számlák",
      noInvoicesText:
        "A próbaidőszak ingyenes, így nincs mit számlázni. Első számlája akkor jelenik meg itt, amikor fizetős előfizetésre vált.",
      emailCopy:
        "Szeretne e-mailben másolatot kapni minden számláról? Kapcsolja be a számlaértesítő e-maileket az <a>Értesítések</a> alatt.",
    },
    social: {
      lead: "A közösségi fórumokon nyilvános profilján és bejegyzései mellett megjelenő linkek, hogy más IT-csapatok megtalálhassák Önt.",
      linksSection: "Profillinkek",
      yourLinks: "Az Ön linkjei",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Weboldal",
      hint: "Teljes, https:// kezdetű címek. Egy link eltávolításához hagyja üresen a mezőt.",
      submit: "Linkek mentése",
      submitting: "Mentés…",
      saved: "Közösségi linkek mentve",
    },
    notifications: {
      lead: "Válassza ki, miről küldjön Önnek e-mailt a Fleetward. A fiókja biztonságát érintő üzeneteket, például a jelszóváltozásról szólókat, mindig elküldjük.",
      emailSection: "E-mail-értesítések",
      whatWeSend: "Amit küldünk Önnek",
      legend: "Fogadni kívánt e-mailek",
      submit: "Beállítások mentése",
      submitting: "Mentés…",
      saved: "Értesítési beállítások mentve",
      options: {
        securityAlerts: "Biztonsági riasztások",
        securityAlertsText:
          "Azonnal, ha egy eszközön megszűnik a lemeztitkosítás, kikapcsol a képernyőzár vagy a végpontvédelem, vagy az eszköz nem küld több jelentést.",
        complianceDigest: "Eszközmegfelelőségi összesítő",
        complianceDigestText:
          "Minden hétfő reggel: a szabályzatnak meg nem felelő eszközök tulajdonos szerint csoportosítva, azzal együtt, hogy mit kell először javítani.",
        trialReminders: "Próbaidőszak-emlékeztetők",
        trialRemindersText: "14 nappal, 7 nappal és 1 nappal a 90 napos próbaidőszak vége előtt.",
        productNews: "Termékhírek",
        productNewsText: "Új funkciók és biztonsági közlemények, legfeljebb havonta egy e-mail.",
        invoices: "Számlák",
        invoicesText: "Minden számla másolata PDF-mellékletként, a kiállításkor.",
      },
    },
    settings: {
      lead: "Tartsa biztonságban fiókját: jelszava, a képernyő zárolásának ideje és az, hogy hol van bejelentkezve.",
      securitySection: "Biztonság",
      changePassword: "Jelszó módosítása",
      autoLock: "Automatikus zárolás",
      activeSessions: "Aktív munkamenetek",
      thisBrowser: "Ez a böngésző",
      currentSession: "Jelenlegi munkamenet",
      sharedComputer:
        "Közös vagy kölcsönkapott számítógépet használt? Ott válassza a fiókmenü „Kijelentkezés” pontját: ez a munkamenetet a szerverünkön is lezárja, nem csak abban a böngészőben.",
      dangerSection: "Veszélyzóna",
      deleteAccount: "Fiók törlése",
      deleteText:
        "Fiókja törlésével eltávolítja profilját, próbaidőszak-igénylését és munkaterületét a benne lévő összes eszköznyilvántartással együtt. Amíg a Fleetward béta állapotú, nincs adatexportálás, ezért ez nem vonható vissza.",
      deleteRequest:
        "Hogy senki ne törölhessen fiókot egy ellopott munkamenetből, a törlést kérésre végezzük el: írjon a fiókjához tartozó e-mail-címről erre a címre: <email/>. Egy munkanapon belül e-mailben visszaigazoljuk.",
      deleteSubject: "Fleetward-fiókom törlése",
    },
    password: {
      current: "Jelenlegi jelszó",
      new: "Új jelszó",
      newHint:
        "8–128 karakter. Néhány egymáshoz nem kapcsolódó szót könnyű megjegyezni és nehéz kitalálni.",
      confirm: "Új jelszó megerősítése",
      confirmHint: "Írja be még egyszer az új jelszót.",
      mismatch: "A két jelszó nem egyezik.",
      submit: "Jelszó módosítása",
      submitting: "Módosítás…",
      changed: "Jelszó módosítva",
    },
    autoLock: {
      label: "A képernyő zárolása",
      option_one: "{{count}} perc tétlenség után",
      option_other: "{{count}} perc tétlenség után",
      optionDefault_one: "{{count}} perc tétlenség után (alapértelmezett)",
      optionDefault_other: "{{count}} perc tétlenség után (alapértelmezett)",
      hint: "Erre a böngészőre vonatkozik. Zárolás után jelszavával oldhatja fel, és ott folytathatja, ahol abbahagyta.",
      saved_one: "Mentve: a képernyő {{count}} perc tétlenség után zárolódik.",
      saved_other: "Mentve: a képernyő {{count}} perc tétlenség után zárolódik.",
      notSaved_one:
        "Ez a böngésző nem engedi a beállítások mentését, ezért az alapértelmezett {{count}} perc érvényes.",
      notSaved_other:
        "Ez a böngésző nem engedi a beállítások mentését, ezért az alapértelmezett {{count}} perc érvényes.",
    },
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

  blog: {
    allCategories: "Minden kategória",
    articleErrorTitle: "Nem sikerült betölteni a cikket",
    audioNote:
      "Hallgassa meg az epizódot podcastalkalmazásában. Az adás jegyzetei alább olvashatók.",
    backToBlog: "Vissza a blogra",
    blogNavigation: "Blognavigáció",
    byAuthor: "Szerző: {{name}}",
    carouselHint: "A diák között a gombokkal vagy a balra és jobbra nyíl billentyűkkel léphet.",
    carouselRole: "körhinta",
    categoriesHeading: "Kategóriák",
    categoryLabel: "Kategória",
    clearFilters: "Minden szűrő törlése",
    duration: "Időtartam: {{duration}}",
    emptyPage: "Ezen az oldalon nincsenek cikkek.",
    emptyText: "Próbálkozzon kevesebb címkével, másik kategóriával vagy más keresőszóval.",
    emptyTitle: "Egy cikk sem felel meg ezeknek a szűrőknek",
    errorText: "Ellenőrizze az internetkapcsolatát, és próbálja újra.",
    errorTitle: "Nem sikerült betölteni a cikkeket",
    filtersLabel: "Cikkek szűrése",
    firstPage: "Ugrás az első oldalra",
    galleryLabel: "Galéria",
    knowledgeBase: "Tudásbázis",
    knowledgeBaseIntro:
      "Lépésről lépésre szóló válaszok a Fleetward beállításához és üzemeltetéséhez.",
    knowledgeBaseTitle: "A tudásbázisból",
    latestArticles: "Legújabb cikkek",
    loading: "Cikkek betöltése…",
    loadingArticle: "A cikk betöltése…",
    minutesToRead: "Olvasási idő percben: {{count}}",
    nextPage: "Következő",
    nextSlide: "Következő dia",
    notFoundTitle: "Nem találjuk ezt a cikket",
    notFoundText: "A keresett cikk nem létezik, vagy eltávolították. Böngésszen inkább a blogon.",
    openLarger: "Nagyobb nézet megnyitása",
    opensInNewTab: "(új lapon nyílik meg)",
    pageOf: "{{page}}. oldal / {{total}}",
    pagination: "Lapozás",
    podcastEpisode: "Podcastepizód",
    postCount: "Cikkek: {{count}}",
    previousPage: "Előző",
    previousSlide: "Előző dia",
    readMore: "Tovább olvasom",
    relatedArticles: "Kapcsolódó cikkek",
    resultCount: "Talált cikkek: {{count}}",
    retry: "Újra",
    searchLabel: "Keresés a cikkekben",
    searchPlaceholder: "Például: titkosítás",
    showAllTags: "Az összes címke megjelenítése",
    showFewerTags: "Kevesebb címke megjelenítése",
    showSlide: "{{number}}. dia megjelenítése",
    slideOf: "{{current}}. dia / {{total}}",
    slideRole: "dia",
    slidesLabel: "Diák",
    tagsHint: "A cikkeknek az összes kiválasztott címkével rendelkezniük kell.",
    tagsLabel: "Címkék",
    videoOn: "Videó itt: {{provider}}",
    videoOpened: "A videó új lapon nyílt meg. Ha mégsem:",
    videoPrivacy:
      "Semmi sem töltődik be innen: {{provider}}, amíg Ön nem dönt a megtekintés mellett. A videó ekkor új lapon nyílik meg itt: {{provider}}.",
    watchOn: "Megtekintés itt: {{provider}}",
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
