import type { MarketingText } from "./en.ts";

export const huMarketing: MarketingText = {
  home: {
    lead: "Ismerje a szervezete minden laptopját, telefonját, szerverét és licencét: kinél van, és biztonságos-e. A Fleetward pontosan tartja a nyilvántartást, és elsőként a figyelmet igénylő eszközöket mutatja.",
    seePricing: "Árak megtekintése",
    builtOn: "Nyílt forráskódra és nyílt formátumokra épül, amelyeket Ön is ellenőrizhet",
    featuresTitle: "Minden az eszközeiről, egyetlen alkalmazásban",
    featuresIntro:
      "Cserélje le a táblázatot, a kölcsönzési füzetet és a megújítási naptárat egyetlen nyilvántartásra, amelyben az egész csapat megbízik.",
    features: [
      {
        title: "Mindig pontos nyilvántartás",
        text: "Minden laptop, szerver, monitor és tartozék egy nyilvántartásban, azzal együtt, hogy kinél és hol van. Az osqueryt – a nyílt forráskódú ügynököt – futtató számítógépek maguk jelentik hardverüket, rendszerüket és szoftvereiket.",
      },
      {
        title: "Biztonsági állapot egy pillantással",
        text: "Titkosítás, frissítési szint, képernyőzár és végpontvédelem minden eszközre, a hibásak legfelül.",
      },
      {
        title: "Életciklus a rendeléstől a selejtezésig",
        text: "Beszerzési dátum, költség és garanciavég minden eszköznél, napi emlékeztető a 30 napon belül lejáró garanciákról, és kivont eszközök, amelyek megőrzik előzményeiket.",
      },
      {
        title: "Licencek meglepetések nélkül",
        text: "Licenchelyek, költségek és lejárati dátumok egy helyen, napi emlékeztetővel a 30 napon belül lejáró licencekről.",
      },
      {
        title: "Kiadás és visszavétel",
        text: "Kölcsönözzön laptopokat határidővel és emlékeztetőkkel, és adja át az eszközöket az új kollégáknak három kattintással.",
      },
      {
        title: "Jelentések, amelyeket az auditorok elfogadnak",
        text: "Eszközök, gépek, licencek, személyek és előzmények exportja CSV- vagy XLSX-fájlba, minden gép megbukott szabályaival, bizonyítékként az ISO 27001, a SOC 2 és a NIS2 auditokhoz.",
      },
    ],
    stepsTitle: "Egy délután alatt működik",
    steps: [
      {
        title: "Csatlakoztatás",
        text: "Importáljon egy táblázatot vagy egy Snipe-IT-exportot, és telepítse az osqueryt, a nyílt forráskódú ügynököt a számítógépeire egy regisztrációs titokkal.",
      },
      {
        title: "Áttekintés",
        text: "A Fleetward sorozatszám alapján párosítja a rekordokat, felelősöket rendel hozzájuk, és megmutatja, mely eszközök buknak el egy ellenőrzésen.",
      },
      {
        title: "Cselekvés",
        text: "Javítsa a lista elejét, hangolja a szabályokat, és kapjon e-mailt, amikor egy eszköz elbukik valamelyiken.",
      },
    ],
    postureTitle: "Biztonsági állapota egy pillantással",
    postureIntro:
      "Lemeztitkosítás, operációsrendszer-verzió, képernyőzár és kártevővédelem – az osquery ellenőrzi minden regisztrált számítógépen, és érthető nyelven magyarázza. A figyelmet igénylő eszközök legfelül állnak, felelőssel és okkal.",
    postureLink: "Így működik az eszközbiztonsági felügyelet",
    testimonialsTitle: "Példatörténetek",
    examplesNote:
      "Kitalált csapatok és idézetek, amelyek megmutatják, mire valók a Fleetward funkciói. Ezek példák, nem ügyfelek.",
    quotes: [
      {
        quote:
          "Erre az auditra egyetlen biztonsági jelentést exportáltam, és az auditornak nem volt további kérdése.",
        role: "IT-vezető, Northwind Logistics · 1240 eszköz",
      },
      {
        quote:
          "Találtunk 37 laptopot, amelyet 90 napja senki sem használt, és újraosztottuk őket ahelyett, hogy újakat vettünk volna.",
        role: "IT-üzemeltetési vezető, Helios Health Partners · 860 eszköz",
      },
      {
        quote:
          "A frissítési megfelelés egy negyedév alatt 71-ről 96 százalékra nőtt, mert mindenki ugyanazt a listát látta.",
        role: "CISO, Fjordline Insurance · 2600 eszköz",
      },
    ],
    moreStories: "További példatörténetek",
    pricingTitle: "Egyszerű, eszközalapú árazás",
    pricingIntro:
      "A tartozékok és az adminisztrátorok ingyenesek. Kezdje 90 napig ingyen, bankkártya nélkül.",
    planTrialNote: "90 nap, legfeljebb {{count}} eszköz",
    planTrialUnlimited: "90 nap, korlátlan eszköz",
    planEnterpriseNote: "SSO, SCIM és 99,9%-os SLA",
    planPerDevice: "eszközönként havonta",
    customPrice: "Egyedi ajánlat",
    comparePlans: "Csomagok összehasonlítása",
    faqTitle: "Gyakori kérdések",
    faqs: [
      {
        q: "Kell ügynököt telepítenem az eszközeinkre?",
        a: "Az eszközadatokhoz és a biztonsági állapothoz igen: minden számítógépen az osquery, a nyílt forráskódú ügynök fut, amelyet egy regisztrációs titokkal és a Fleetwardtól kapott flags-fájllal telepít. A nyilvántartás, a kiadás-visszavétel és az importálás nélküle is működik.",
      },
      {
        q: "Mi történik, amikor lejár a 90 napos próbaidőszak?",
        a: "A próba-munkaterület automatikusan inaktiválódik. Váltson fizetős csomagra a lejárat előtt vagy röviddel utána, és minden változatlanul megmarad.",
      },
      {
        q: "Használhatjuk úgy, hogy semmit sem telepítünk a számítógépeinkre?",
        a: "Igen. Sok kis csapat táblázatimporttal és kiadás-visszavétellel kezd. A biztonsági ellenőrzésekhez osquery kell a számítógépen, mert a szabályok ott futnak.",
      },
      {
        q: "Hol tároljuk az adatainkat?",
        a: "A németországi Frankfurtban, tároláskor és átvitel közben is titkosítva. A Fleetward soha nem tárol lemez-helyreállítási kulcsokat vagy jelszavakat.",
      },
      {
        q: "Miben más a Fleetward, mint a Snipe-IT vagy a GLPI?",
        a: "Ezek jó nyilvántartó eszközök, amelyeket Ön üzemeltet és tart karban. A Fleetwardot mi üzemeltetjük, importálja a Snipe-IT-exportot, és kiegészíti az osquery által jelentett biztonsági állapottal, így a nyilvántartás és a kockázati kép ugyanaz a lista.",
      },
    ],
    moreAnswers: "További válaszok a súgóközpontban",
    ctaTitle: "Péntekre tudja, hol van minden eszköz",
    ctaText:
      "Importáljon egy táblázatot, vagy regisztrálja első számítógépét osqueryvel még ma. A próbaidőszak 90 napig ingyenes, és nem kell hozzá bankkártya.",
    snapshot: {
      label: "A Fleetward flottaáttekintésének illusztrációja",
      title: "Flottaáttekintés",
      synced: "3 perce szinkronizálva",
      devices: "eszköz",
      encrypted: "titkosítva",
      attention: "figyelmet igényel",
      needsUpdate: "Frissítés szükséges",
      notEncrypted: "Nincs titkosítva",
      healthy: "Rendben",
    },
    posture: {
      title: "Biztonsági állapot · acme.fleetward.com",
      lastSync: "Utolsó szinkronizálás 4 perce",
      managed: "Felügyelt eszközök",
      managedNote: "+36 ebben a hónapban",
      passAll: "Mind a négy ellenőrzésen átmegy",
      passAllNote: "augusztusban még 78% volt",
      attention: "Figyelmet igényel",
      attentionNote: "ebből 23 kritikus",
      encryption: "Lemeztitkosítás",
      patch: "Operációs rendszer frissítési szintje",
      lock: "Képernyőzár",
      protection: "Végpontvédelem",
      pass: "{{percent}}% megfelel",
      critical: "Kritikus",
      high: "Magas",
      salesPool: "Értékesítési közös eszköz",
      issueUpdate: "21 napja hiányzik egy biztonsági frissítés",
      issueProtection: "A végpontvédelem nem jelentkezik",
      issueLock: "Nincs beállítva képernyőzár",
      caption: "Termékillusztráció egy kitalált, 1284 eszközös szervezet mintaadataival.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "A munkafolyamatok automatizálják egy eszköz életének legforgalmasabb napjait: egy új munkatárs első reggelét és egy távozó utolsó délutánját. A korai hozzáférés a Business és Enterprise ügyfelek számára nyílik meg, amikor a visszaszámlálás véget ér.",
    upcomingTitle: "Ami hamarosan érkezik",
    upcoming: [
      "Belépési folyamatok, amelyek egyetlen űrlapról rendelnek laptopot, telefont és licenceket az új munkatárshoz",
      "Kilépési ellenőrzőlisták, amelyek automatikusan megnyílnak, amikor a HR lezár egy szerződést, visszaküldési címkékkel",
      "Jóváhagyási lépések a költséghelyenként beállított keretet meghaladó beszerzésekhez",
    ],
    shape:
      "Szeretne részt venni a kialakításában? Írjon a <mail>product@fleetward.com</mail> címre, és mesélje el, hogyan fogadja ma csapata az új kollégákat. Az előrehaladást havonta közzétesszük a változásnaplóban.",
    readChangelog: "Változásnapló",
    maintenanceEyebrow: "Hamarosan visszatérünk",
    maintenanceLead:
      "A munkaterületeit tároló adatbázist gyorsabb verzióra frissítjük. Adatai biztonságban vannak, és a szünet alatt semmi sem vész el.",
    unavailable: "Nem érhető el",
    unavailableText: "Munkaterületek, bejelentkezés és a REST API",
    notAffected: "Nem érintett",
    notAffectedText:
      "Az eszközei: az osquery tovább fut rajtuk, és újra jelent, amint a szolgáltatás visszatér",
    maintenanceContact:
      "Az adminisztrátorok e-mailt kapnak a <status>status@fleetward.com</status> címről a munka kezdetekor és végén. Sürgős ügy, ami nem várhat? Írjon a <support>support@fleetward.com</support> címre; az Enterprise ügyfelek a sürgősségi támogatási vonalat is hívhatják.",
    thankYouEyebrow: "Üzenet megérkezett",
    thankYouLead:
      "Köszönjük, hogy felvette a kapcsolatot a Fleetwarddal. Üzenete a sorunkban van, és továbbítottuk annak a csapatnak, amely meg tudja válaszolni.",
    nextTitle: "Mi következik",
    nextSteps: [
      "Néhány percen belül visszaigazoló e-mailt kap üzenete másolatával. Ha nem érkezik meg, nézze meg a levélszemét mappát.",
      "Egy ember a megfelelő csapatból – nem bot – egy munkanapon belül válaszol.",
      "Ha kérdése egy meglévő munkaterületre vonatkozik, minden válaszában adja meg annak címét, hogy gyorsan megtaláljuk.",
    ],
    whileYouWait:
      "Amíg vár: a <guides>beállítási útmutatók</guides> megválaszolják az első hét kérdéseinek többségét, a <faqs>GYIK</faqs> pedig a próbaidőszakról, a számlázásról és a biztonságról szól.",
    readBlog: "A blog olvasása",
  },
  contact: {
    eyebrow: "Kapcsolat",
    lead: "Kérdése van az árakról, a táblázatokból való átállásról vagy a próba-munkaterületéről? Írjon nekünk, és a megfelelő csapat egy munkatársa egy munkanapon belül válaszol.",
    sendTitle: "Küldjön üzenetet",
    beforeTitle: "Mielőtt ír",
    beforeSupport:
      "Már ügyfelünk, és gond van a munkaterületén? A <page>támogatási űrlap</page> súlyosság szerint irányítja a kérést.",
    beforeGuides:
      "Sok beállítási kérdésre a <page>lépésről lépésre útmutatók</page> adnak választ.",
    beforeSecrets:
      "Soha ne küldjön ezen az űrlapon jelszót, helyreállítási kulcsot vagy munkatársak személyes adatait.",
    otherTitle: "További elérhetőségek",
    phoneOrVisit:
      "Inkább telefonálna vagy személyesen jönne? Nézze meg <page>berlini, amszterdami és austini irodáinkat</page>.",
    detailLead:
      "Három iroda, négy postafiók és egy szabály: a megfelelő csapat egy valódi munkatársa válaszol. Előzetes egyeztetéssel szívesen látjuk.",
    sendMessage: "Küldjön üzenetet",
    officesTitle: "Irodáink",
    holidays:
      "Az irodák Berlin, Észak-Holland, illetve Texas munkaszüneti napjain zárva tartanak. A sürgős Enterprise ügyek támogatása ezeken a napokon is folytatódik.",
    mailboxesTitle: "Írjon a megfelelő csapatnak",
    response: "Válasz: ",
    phone: "Telefon",
    openingHours: "Nyitvatartás",
    gettingHere: "Megközelítés",
    companyTitle: "Cégadatok",
    registered: "Bejegyzett cég",
    vat: "Közösségi adószám",
    directors: "Ügyvezetők",
    dpo: "Adatvédelmi tisztviselő",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Központ",
        country: "Németország",
        hours: "Hétfőtől péntekig, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, nyáron UTC+2)",
        directions:
          "5 percre az U6 Naturkundemuseum megállótól. Látogatói bejárat az udvarban, 3. emelet.",
      },
      amsterdam: {
        city: "Amszterdam",
        role: "Termék és Benelux-ügyfelek",
        country: "Hollandia",
        hours: "Hétfőtől péntekig, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, nyáron UTC+2)",
        directions:
          "10 perc sétára az Amsterdam Centraaltól; a 13-as és 17-es villamos a Westermarktnál áll meg.",
      },
      austin: {
        city: "Austin",
        role: "Észak-amerikai ügyfelek",
        country: "Egyesült Államok",
        hours: "Hétfőtől péntekig, 08:00–17:00",
        timeZone: "CT (UTC−6, nyáron UTC−5)",
        directions:
          "Belvárosban, a Congress és a 6th sarkán. Látogatói parkolás a One American Center garázsában.",
      },
    },
    mailboxes: {
      sales: {
        team: "Értékesítés",
        use: "Árajánlatok, Enterprise csomagok, megrendelések és mennyiségi árak.",
        response: "Egy munkanapon belül",
      },
      support: {
        team: "Támogatás",
        use: "Segítség a munkaterülettel, az osquery-regisztrációval, az importtal és a számlázással.",
        response: "Próba: 2 munkanap. Business: 8 munkaóra. Enterprise: sürgős ügyben 1 óra.",
      },
      security: {
        team: "Biztonság",
        use: "Sérülékenységi bejelentések és biztonsági kérdőívek. PGP-kulcs kérésre.",
        response: "Visszaigazolás 24 órán belül, az év minden napján",
      },
      press: {
        team: "Sajtó",
        use: "Interjúk, logók, termékképernyőképek és céges tények.",
        response: "Két munkanapon belül",
      },
    },
    form: {
      topics: {
        sales: "Árak és csomagok",
        trial: "Az ingyenes próbaidőszakom",
        support: "Segítség a munkaterületemhez",
        billing: "Számlák és számlázás",
        partnership: "Partnerség és viszonteladók",
        press: "Sajtó és média",
        other: "Egyéb",
      },
      sent: "Üzenet elküldve. Egy munkanapon belül válaszolunk.",
      name: "Az Ön neve",
      email: "Munkahelyi e-mail-cím",
      company: "Cég (nem kötelező)",
      topic: "Téma",
      message: "Üzenet",
      messageHint:
        "Írja meg, hány eszközt kezel, és ma hogyan tartja nyilván őket. 20–5000 karakter.",
      sending: "Küldés…",
      send: "Üzenet küldése",
      privacy: "Adatait kizárólag az üzenet megválaszolására használjuk.",
    },
  },
};
