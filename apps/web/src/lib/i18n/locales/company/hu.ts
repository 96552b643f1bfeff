import type { CompanyText } from "./en.ts";

export const huCompany: CompanyText = {
  pricing: {
    eyebrow: "Árak",
    lead: "Egy ár eszközönként, minden funkció, amire a csapatának szüksége van, tartozékokért és adminisztrátorokért nem kell fizetni. Kezdje 90 ingyenes nappal, és döntsön a saját adatai alapján.",
    plansTitle: "Csomagok",
    mostTeams: "A legtöbb csapat ezt választja",
    customPrice: "Egyedi",
    trialPriceNote: "90 napig, bankkártya nélkül",
    trialCta: "Ingyenes próbaidőszak indítása",
    trialNote: "Béta: az adatexportálás a próbaidőszak alatt nem érhető el.",
    customPriceNote: "2000 vagy több eszköz esetén",
    salesCta: "Beszéljen az értékesítéssel",
    paidPriceNote: "eszközönként havonta, havi vagy éves számlázással",
    paidCta: "Kezdje a próbaidőszakkal",
    vatNote:
      "Az árak nem tartalmazzák az áfát. Az ingyenes próbaidőszak béta: mielőtt adatokat tárolna benne, olvassa el a <page>próbaidőszak feltételeit</page>.",
    estimateTitle: "Számolja ki a költségeit",
    devicesLabel: "Eszközök száma",
    devicesHint:
      "Laptopok, asztali gépek, telefonok, táblagépek és szerverek. A tartozékok ingyenesek.",
    billedMonthly: "{{plan}}, havi számlázás",
    billedYearly: "{{plan}}, éves számlázás",
    perMonth: "havonta",
    perYear: "évente",
    youSave: "Évente {{amount}} megtakarítás",
    compareTitle: "Funkciók összehasonlítása",
    compareCaption: "Az egyes csomagokban elérhető funkciók",
    featureColumn: "Funkció",
    included: "Benne van",
    notIncluded: "Nincs benne",
    groups: {
      inventory: "Leltár",
      posture: "Biztonsági állapot",
      lifecycle: "Életciklus és licencek",
      data: "Adatok és adminisztráció",
      support: "Támogatás",
    },
    features: {
      managedDevices: "Kezelt eszközök",
      nonDeviceAssets: "Egyéb eszközök (monitorok, dokkolók, telefonok)",
      csvImport: "CSV-importálás",
      mdmConnectors: "osqueryn keresztül jelentő eszközök (Windows, macOS, Linux)",
      customFields: "Egyéni mezők",
      postureChecks: "Lemeztitkosítás, javítási szint, képernyőzár, végpontvédelem",
      postureEmail: "E-mailes riasztások a biztonsági állapotról",
      customPolicies: "Egyéni szabályzatok és küszöbértékek",
      alerts: "E-mailes riasztások és webhookok",
      checkInOut: "Kiadás és visszavétel emlékeztetőkkel",
      warranty: "Garancia- és cseretervezés",
      licences: "Szoftverlicencek nyomon követése",
      offboarding: "Kiléptetési ellenőrzőlisták",
      export: "Adatexportálás (CSV, REST API)",
      auditLog: "Auditnapló megőrzése",
      sso: "SAML egyszeri bejelentkezés és SCIM",
      entities: "Több cég és költséghely",
      residency: "Adattárolás az EU-ban",
      helpCentre: "Súgóközpont, útmutatók és közösségi fórumok",
      responseTime: "Első válaszidő",
      onboarding: "Bevezető alkalom",
      uptime: "Rendelkezésre állási vállalás",
    },
    values: {
      upTo250: "Legfeljebb 250",
      unlimited: "Korlátlan",
      upTo10Products: "Legfeljebb 10 termék",
      days30: "30 nap",
      months12: "12 hónap",
      years3: "3 év",
      euOrUs: "EU vagy USA",
      businessDays2: "2 munkanap",
      businessHours8: "8 munkaóra",
      hour1Urgent: "1 óra (sürgős)",
      session60: "1 × 60 perc",
      guidedRollout: "Támogatott bevezetés",
      uptime995: "99,5%",
      sla999: "99,9%-os SLA",
    },
    faqTitle: "Számlázási kérdések",
    faqs: [
      {
        question: "Mi számít eszköznek?",
        answer:
          "Laptop, asztali gép, telefon, táblagép vagy szerver a nyilvántartásában, akár az osqueryn keresztül jelent, akár kézzel vagy importtal vették fel. A monitorok, dokkolók, headsetek és más tartozékok eszközként szerepelnek, és ingyenesek.",
      },
      {
        question: "Hogyan számoljuk a havi díjat?",
        answer:
          "Naponta megszámoljuk az aktív eszközeit, és a hónap legmagasabb értékét számlázzuk. Ha márciusban 180-ról 195 eszközre bővül, az áprilisi számla 195 × 4 € = 780 €, plusz áfa, ahol az alkalmazandó.",
      },
      {
        question: "Van kedvezmény éves fizetés esetén?",
        answer:
          "Igen. Éves fizetésnél egy eszköz 48 € helyett évi 40 €-ba kerül, ami két hónap ingyen. Év közben is hozzáadhat eszközöket; ezeket időarányosan a következő számlán számlázzuk.",
      },
      {
        question: "Mi történik, amikor lejár a próbaidőszak?",
        answer:
          "90 nap után a próbamunkaterület automatikusan inaktiválódik. Váltson Business csomagra ezen időpont előtt, hogy megszakítás nélkül dolgozhasson tovább; eszközei, munkatársai és előzményei pontosan úgy maradnak, ahogy vannak.",
      },
      {
        question: "Milyen fizetési módokat fogadnak el?",
        answer:
          "Hitel- és betéti kártyát (Visa, Mastercard, American Express) és SEPA csoportos beszedést minden csomagban. Az Enterprise ügyfelek megrendelés alapján banki átutalással is fizethetnek, 30 napos fizetési határidővel.",
      },
      {
        question: "Bármikor lemondhatom?",
        answer:
          "A havi csomagok bármikor lemondhatók, és a számlázási hónap végén szűnnek meg. Az éves csomagok a kifizetett év végéig tartanak. Távozás előtt minden adatát exportálhatja CSV-ben vagy az API-n keresztül.",
      },
      {
        question: "Felszámítanak áfát?",
        answer:
          "Az árak nem tartalmazzák az áfát. Az érvényes közösségi adószámmal rendelkező uniós vállalkozásoknak fordított adózással számlázunk; a számot a VIES-rendszerben ellenőrizzük, amikor megadja a számlázásnál.",
      },
    ],
    moreQuestions:
      "Más kérdése van a számlákkal vagy megrendelésekkel kapcsolatban? <page>Vegye fel a kapcsolatot értékesítési csapatunkkal</page>.",
  },
  about: {
    eyebrow: "Cég",
    storyTitle: "A történetünk",
    story: [
      "A Fleetward egy olyan informatikai osztályon született, amely 1400 laptopot tartott nyilván három táblázatban, egy jegykezelő rendszerben és egy nagyon türelmes kolléga emlékezetében. Az auditok hetekig tartottak, az elveszett eszközökre hónapok múlva derült fény.",
      "Megépítettük azt az eszközt, amelyet mi magunk is szerettünk volna: egyetlen helyet, amely ismer minden eszközt, tudja, kinél van, biztonságos-e, és mikor esedékes a cseréje – anélkül, hogy bármit telepíteni kellene egy szerverre.",
    ],
    principlesTitle: "Amiben hiszünk",
    principles: [
      {
        title: "Előbb pontos, aztán okos",
        text: "A leltár csak akkor hasznos, ha igaz. Minden eszközrekord megmutatja, honnan származnak az adatai, és mikor erősítették meg őket utoljára.",
      },
      {
        title: "Érthető biztonság",
        text: "A titkosítás, a javítási szint, a képernyőzár és a végpontvédelem egyértelmű válaszként jelenik meg, nem megfejtendő pontszámként.",
      },
      {
        title: "Gyors a kis csapatoknak",
        text: "A legtöbb informatikai csapat néhány főből áll. A Fleetwarddal egyetlen ember ebéd előtt felvehet száz laptopot.",
      },
    ],
    numbersTitle: "Mit csinál a Fleetward",
    figures: [
      {
        value: "osquery",
        label: "A nyílt forráskódú ügynök, amelyen keresztül az eszközei jelentenek",
      },
      { value: "16", label: "Az alkalmazás és e-mailjei nyelveinek száma" },
      {
        value: "REST API",
        label: "A munkaterület minden művelete, OpenAPI-ban dokumentálva, aláírt webhookokkal",
      },
    ],
    officesTitle: "Ahol dolgozunk",
    officesIntro:
      "Az ügyféladatokat a németországi Frankfurtban tároljuk. Ügyfélszolgálatunk a nap járását követi Berlintől Austinig, így egy hétköznap küldött jegy ritkán vár reggelig.",
    offices: [
      {
        city: "Berlin",
        role: "Központ: fejlesztés, biztonság és európai ügyfélszolgálat",
      },
      { city: "Amszterdam", role: "Termék, dizájn és Benelux-ügyfélcsapatunk" },
      { city: "Austin", role: "Ügyfélsiker és ügyfélszolgálat Észak-Amerikának" },
    ],
    contactLink: "Címek, telefonszámok és nyitvatartás",
  },
  team: {
    eyebrow: "Cég",
    lead: "Legtöbbünk hivatásszerűen üzemeltetett informatikát, ezért a terméknek határozott véleménye van a pontos nyilvántartásról és a csendes riasztásokról.",
    peopleTitle: "A vezetés és azok, akikkel találkozni fog",
    members: {
      lena: {
        role: "Társalapító és vezérigazgató",
        location: "Berlin",
        bio: "Egy 1400 fős logisztikai cég informatikáját vezette, és három auditot élt túl táblázatokkal. Hetente egy napot ügyfélhívásokkal tölt, és ma is elolvas minden lemondási indoklást.",
      },
      daniel: {
        role: "Társalapító és technológiai igazgató",
        location: "Berlin",
        bio: "Két európai SaaS-cégnél épített leltárszoftvert. Ő felel az adatmodellért, az osquery-adatok fogadásáért és azért a szabályért, hogy minden rekord megmondja, honnan származnak az adatai.",
      },
      sanne: {
        role: "Termékvezető",
        location: "Amszterdam",
        bio: "Korábban egy 9000 informatikai csapat által használt helpdesk-eszköz termékfelelőse volt. A támogatási jegyekből ütemterv-elemeket formál, és három kattintáson tartja az eszközkiadást.",
      },
      marcus: {
        role: "Ügyfélsikerért felelős vezető",
        location: "Austin",
        bio: "Csatlakozása előtt egy iskolakerület 6000 eszközét kezelte. Ő vezeti minden Enterprise-ügyfél bevezetését, és tartja a havi nyitott konzultációt.",
      },
      yuki: {
        role: "Biztonsági vezető",
        location: "Amszterdam",
        bio: "Korábban behatolásteszter és incidenskezelő volt. Ő irányítja a fenyegetésmodellezést, a bug bounty programot és a biztonsági felülvizsgálatot, amelyen minden kiadás átmegy.",
      },
      priya: {
        role: "Staff mérnök, eszközintegrációk",
        location: "Berlin",
        bio: "Az osquery-integrációt gondozza: a regisztrációt, a flags-fájlt és a szabálykönyvtárat. Határozott véleménye van a sorozatszám-formátumokról, és mindegyiket hibajelentéssel tudja igazolni.",
      },
      jonas: {
        role: "Ügyfélszolgálati csoportvezető",
        location: "Berlin",
        bio: "Nyolc év informatikai ügyfélszolgálaton. Ő írta a súgóközpont útmutatóinak többségét, és munkanapokon két óra alatt tartja az első válasz mediánját.",
      },
      amara: {
        role: "Senior terméktervező",
        location: "Austin",
        bio: "Ő tervezi a műszerfalakat, a mobilos visszavételi képernyőket és az akadálymentességi felülvizsgálatokat. Minden képernyőt kipróbál 375 pixel szélességben és képernyőolvasóval, mielőtt élesbe kerül.",
      },
    },
    habitsTitle: "Hogyan dolgozunk",
    habits: [
      "Mindenki, a fejlesztők is, havonta egy napig támogatási jegyeket válaszol meg.",
      "A döntéseket leírjuk: minden olyan változás előtt, amelyet az ügyfelek észrevesznek, egyoldalas javaslat készül.",
      "A megbeszélések berlini idő szerint 16:00-ig véget érnek, így Austin és Berlin két közös munkaórát kap késő esti hívások nélkül.",
    ],
    joinTitle: "Csatlakozzon hozzánk",
    join: "Senior backend fejlesztőt, a DACH-régióért felelős ügyfélsiker-menedzsert és műszaki írót keresünk. Minden pozíció végezhető távmunkában, legfeljebb két óra időeltéréssel Berlinhez vagy Austinhoz képest.",
    openRoles: "Nyitott pozíciók",
    aboutLink: "A Fleetwardról",
  },
  testimonials: {
    eyebrow: "Példák",
    lead: "Kilenc kitalált informatikai csapat – egy 64 eszközös alapítványtól egy 3150 eszközös iskolahálózatig – mutatja meg, mi változik, amikor egy eszközpark a Fleetwardba költözik. A személyek, a szervezetek és az idézetek kitaláltak; nem ügyfelek.",
    quotesTitle: "Saját szavaikkal",
    fleet: "{{count}} eszköz · {{sector}}",
    items: {
      katrin: {
        quote:
          "A legutóbbi auditon bizonyítani kellett, hogy minden laptop titkosított. Ez korábban két embernek egy hétbe telt. Most exportáltam a biztonsági jelentést, és az auditornak nem volt további kérdése.",
        role: "Informatikai vezető",
        sector: "Logisztika",
      },
      tom: {
        quote:
          "Az első héten 37 olyan laptopot találtunk, amelyre több mint 90 napja senki sem jelentkezett be. A fele egy szekrényben volt; új vásárlása helyett újra kiosztottuk őket.",
        role: "Informatikai üzemeltetési vezető",
        sector: "Egészségügy",
      },
      meiLin: {
        quote:
          "A kölcsönlaptopok kiadása leváltotta a recepció papíros kiadási listáját. Minden reggel megkapjuk a lejárt kölcsönzések listáját, így a késés napján kérjük vissza a laptopot, nem egy héttel később.",
        role: "Ügyfélszolgálat-vezető",
        sector: "Oktatás",
      },
      rafael: {
        quote:
          "Előtte a Snipe-IT-t és egy táblázatot próbáltuk. Importáltuk a Snipe-IT-exportot, és most a leltár úgy marad pontos, hogy senkinek sem kell felügyelnie, mert a gépeink maguktól jelentenek az osqueryn keresztül.",
        role: "Rendszergazda",
        sector: "Mérnöki szolgáltatások",
      },
      charlotte: {
        quote:
          "Már a licenckezelés önmagában kifizette az előfizetést. 120 tervezőszoftver-licencért fizettünk, és 74-et használtunk; idén egészen másként zajlott a megújítási tárgyalás.",
        role: "Pénzügyi és üzemeltetési igazgató",
        sector: "Szakmai szolgáltatások",
      },
      jakub: {
        quote:
          "Kétfős IT-csapatként négy telephelyen nem tudunk minden irányítópultot figyelni. E-mailt kapunk, amikor egy eszköz elbukik egy szabályon, és semmi mást.",
        role: "Informatikai koordinátor",
        sector: "Jog",
      },
      aisha: {
        quote:
          "A kiléptetés régen azt jelentette, hogy a vezetőket kergettük a laptopokért. Most a távozó munkatárs oldala listázza az összes nála lévő eszközt és licenchelyet, az utolsó napon visszavesszük őket, és szinte mindent visszakapunk.",
        role: "HR-működési vezető",
        sector: "Kiskereskedelem",
      },
      henrik: {
        quote:
          "A biztonsági és az informatikai csapat végre ugyanazokat a számokat nézi. A javítási megfelelőség egy negyedév alatt 71-ről 96 százalékra nőtt, főleg mert mindenki ugyanazt a listát látta.",
        role: "Informatikai biztonsági vezető (CISO)",
        sector: "Pénzügyi szolgáltatások",
      },
      grace: {
        quote:
          "A beállítás egy délutánt vett igénybe: egy CSV-import, osquery a laptopjainkon és irodánként egy helyszín. Az ügyfélszolgálat egy órán belül válaszolt az egyetlen kérdésemre, pénteken.",
        role: "Informatikai generalista",
        sector: "Nonprofit",
      },
    },
    tryTitle: "Próbálja ki a saját eszközein",
    try: "Az ingyenes próbaidőszak 90 napig tart a valódi eszközein. Importáljon egy CSV-t, regisztrálja számítógépeit osqueryvel, és még aznap láthatja saját biztonsági jelentését.",
    trialCta: "Ingyenes próbaidőszak indítása",
    storiesLink: "Példatörténetek olvasása",
  },
  services: {
    eyebrow: "Amit csinálunk",
    lead: "A Fleetward elsősorban termék: leltár, biztonsági állapot, licencek és életciklus egyetlen alkalmazásban. Ha gyorsabban szeretne célba érni, csapatunk Önnel együtt elvégzi a migrációt, a bevezetést és az auditra való felkészülést.",
    trialCta: "Ingyenes próbaidőszak indítása",
    engineerCta: "Beszéljen megoldásmérnökünkkel",
    productTitle: "A termékben",
    productIntro: "Minden csomagban benne van, már az ingyenes 90 napos próbaidőszaktól.",
    professionalTitle: "Szakmai szolgáltatások",
    professionalIntro:
      "Fix áras projektek, amelyeket a Fleetward fejlesztői valósítanak meg. Az Enterprise csomag része; Business-ügyfeleknek projektenként 1200 €-tól érhető el.",
    detailLink: "Így működik az eszközbiztonsági felügyelet",
    items: {
      inventory: {
        name: "Eszközleltár",
        summary:
          "Egy rekord minden laptophoz, telefonhoz, szerverhez és tartozékhoz, amelyet a számítógépein futó osquery és a csapata tart naprakészen.",
        points: [
          "Sorozatszám, modell, vásárlás dátuma, garancia és költség minden rekordon",
          "Az osqueryt futtató számítógépek jelentik hardverüket, rendszerüket és szoftvereiket, és sorozatszám alapján kapcsolódnak az eszközrekordjukhoz",
          "Importálás CSV- vagy XLSX-fájlból, Snipe-IT-exportból is",
        ],
      },
      security: {
        name: "Eszközbiztonsági felügyelet",
        summary:
          "Lássa, mely eszközök titkosítatlanok, frissítetlenek, zároltalanok vagy védelem nélküliek, és ezeket javítsa először.",
        points: [
          "Négy ellenőrzés minden kezelt eszközön, közérthetően elmagyarázva",
          "Szabályok a könyvtárból vagy saját, csak olvasó SQL, saját küszöbértékekkel",
          "E-mailes riasztás, amikor egy eszköz elbukik egy szabályon, valamint webhookok",
        ],
      },
      licences: {
        name: "Licenckövetés",
        summary:
          "Tudja, hány licencért fizet, hány van kiosztva, és mikor újul meg az egyes szerződések.",
        points: [
          "Felhasználói, eszköz- és előfizetéses licencek licencenkénti költséggel",
          "Napi emlékeztető e-mail a 30 napon belül lejáró licencekről",
          "A nem használt licencek kiemelése minden megújítás előtt",
        ],
      },
      lifecycle: {
        name: "Életciklus-kezelés",
        summary:
          "Tervezze a beszerzéseket, cseréket és selejtezéseket egyetlen naptárból táblázat helyett.",
        points: [
          "Garancia lejárati dátumai, napi emlékeztetővel a 30 napon belül lejáró garanciákról",
          "A kivont eszközök kikerülnek az aktívak közül, de megmarad a rekordjuk és az előzményeik",
          "A felhasználók, helyszínek és javítások teljes előzménye",
        ],
      },
      migration: {
        name: "Átállás táblázatokból és más eszközökből",
        summary:
          "Megfeleltetjük az oszlopait, kiszűrjük a duplikátumokat, és importáljuk az előzményeit Excelből, Snipe-IT-ből, GLPI-ből vagy Shelfből. Tipikus projekt: 5 munkanap legfeljebb 5000 eszközre.",
        points: [
          "Mezőmegfeleltetési workshop (60 perc)",
          "Próbaimport egy ellenőrizhető tesztkörnyezetbe",
          "Végleges import egyeztetési jelentéssel",
        ],
      },
      rollout: {
        name: "Támogatott bevezetés",
        summary:
          "Egy customer success manager Önnel együtt tervezi meg az első 30 napot: osquery-regisztráció, helyszínek, szabályok és az első biztonsági áttekintés.",
        points: [
          "Nyitómegbeszélés és heti 30 perces egyeztetések",
          "Szabályzatsablonok ISO 27001-hez és Cyber Essentialshöz",
          "Adminisztrátori képzés legfeljebb 10 főnek",
        ],
      },
      audit: {
        name: "Auditfelkészültségi felülvizsgálat",
        summary:
          "ISO 27001, SOC 2 vagy NIS2 audit előtt átnézzük eszköznyilvántartását és biztonsági jelentéseit azon kontrollok mentén, amelyekre az auditorok rákérdeznek.",
        points: [
          "Hiánylista az A melléklet kontrolljaihoz rendelve",
          "Bizonyítékcsomag, amelyet átadhat az auditornak",
          "Utóellenőrzés 30 nap után",
        ],
      },
    },
    engagementTitle: "Így zajlik egy projekt",
    engagementSteps: [
      {
        title: "Egyeztető hívás",
        text: "30 perc egy megoldásmérnökkel: hány eszköz, milyen operációs rendszerek, milyen auditok jönnek.",
      },
      {
        title: "Írásos ajánlat",
        text: "Fix ár és dátumokkal ellátott terv két munkanapon belül. Nincsenek tovább ketyegő napidíjak.",
      },
      {
        title: "Megvalósítás",
        text: "A munka a próba- vagy éles munkaterületén zajlik, egy közös ellenőrzőlistával, amelyet Ön is követhet.",
      },
      {
        title: "Átadás",
        text: "Felvett bemutató és egyeztetési jelentés, hogy az eredmény a csapatáé legyen.",
      },
    ],
    comparePlans: "Csomagok összehasonlítása",
    offices: "Irodáink",
  },
  serviceDetail: {
    eyebrow: "Szolgáltatások",
    lead: "Négy ellenőrzés, amelyet az osquery futtat minden regisztrált számítógépen, érthető nyelven megválaszolva: titkosított-e, naprakész-e, zárolódik-e, védett-e? Először a megbukó eszközöket látja, az okkal együtt.",
    trialCta: "Ingyenes próbaidőszak indítása",
    allServices: "Összes szolgáltatás",
    checksTitle: "A négy ellenőrzés",
    checksIntro:
      "Minden ellenőrzés egy csak olvasó osquery SQL-szabály a szabálykönyvtárból. Ahol egy szabálynak küszöbértéke van, például az operációs rendszer minimális verziója vagy a képernyőzárig eltelő tétlenségi idő, azt Ön állítja be.",
    passesWhen: "Megfelel, ha:",
    checks: [
      {
        title: "Lemeztitkosítás",
        passes:
          "A FileVault (macOS), a BitLocker a rendszermeghajtón (Windows) vagy a LUKS a gyökér-fájlrendszeren (Linux) be van kapcsolva.",
        why: "Egy titkosított lemezű elveszett laptop kellemetlenség. Titkosítás nélkül bejelentendő adatvédelmi incidens.",
      },
      {
        title: "Az operációs rendszer javítási szintje",
        passes:
          "A macOS vagy a Windows legalább az Ön által megadott minimális verzión van, és az automatikus frissítések be vannak kapcsolva (Linuxon is ellenőrizve).",
        why: "A legtöbb kihasznált sebezhetőségre hónapok óta van javítás. A hiányzó frissítés kora többet számít, mint a száma.",
      },
      {
        title: "Képernyőzár",
        passes:
          "Windowson és macOS-en a képernyő legkésőbb a megengedett tétlenségi idő (alapértelmezetten 15 perc) után zárolódik, és jelszót kér.",
        why: "A kávézókban, vonatokon és közös irodákban hagyott zárolatlan eszközök jelentik a legkönnyebb utat egy bejelentkezett munkamenetbe.",
      },
      {
        title: "Végpontvédelem",
        passes:
          "Windowson a Biztonsági központ bekapcsolt, naprakész definíciókkal rendelkező víruskeresőt jelez; macOS-en az Apple XProtect és definíciói telepítve vannak.",
        why: "Egy telepített, de kikapcsolt ügynök jól mutat a beszerzési listán, de semmit sem véd.",
      },
    ],
    howTitle: "Hogyan működik",
    steps: [
      "Telepítse az osqueryt, a nyílt forráskódú ügynököt minden számítógépre egy regisztrációs titokkal és a Fleetwardtól kapott flags-fájllal.",
      "Az osquery magától jelentkezik, elküldi az eszköz adatait, és minden szabályt – egy csak olvasó SQL-lekérdezést – az eszközön futtat.",
      "Minden szabály azokra a platformokra vonatkozik, amelyekre írták, az Ön által megadott küszöbértékekkel, például a macOS minimális verziójával.",
      "A nem megfelelő eszközök megjelennek a biztonsági műszerfalon a felelőssel, az okkal és a hiba kezdetének dátumával.",
      "A tulajdonosok és adminisztrátorok e-mailt és alkalmazáson belüli értesítést kapnak, amikor egy eszköz elbukik egy szabályon, vagy ismét megfelel neki; a webhookok minden változást továbbíthatnak a saját eszközeibe.",
    ],
    platformsTitle: "Támogatott platformok",
    platformsIntro:
      "Mit küldenek az egyes platformok az osqueryn keresztül, és mely ellenőrzéseket fedi le a szabálykönyvtár.",
    platformsCaption: "Támogatott ellenőrzések platformonként",
    columns: {
      platform: "Platform",
      source: "Adatforrás",
      encryption: "Titkosítás",
      patch: "Javítási szint",
      lock: "Képernyőzár",
      protection: "Végpontvédelem",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Minimális verzió, automatikus frissítéskeresés",
        lock: "Igen",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Minimális build, automatikus frissítések",
        lock: "Igen",
        protection: "Víruskereső (Biztonsági központ)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatikus frissítések",
        lock: "Nincs szabály a könyvtárban",
        protection: "Nincs szabály a könyvtárban",
      },
    ],
    boundariesTitle: "Amit soha nem teszünk",
    boundaries: [
      {
        title: "Nincsenek helyreállítási kulcsok",
        text: "A lemeztitkosítási szabályok megkérdezik az osqueryt, hogy be van-e kapcsolva a FileVault, a BitLocker vagy a LUKS. Helyreállítási kulcsot soha nem olvasunk, másolunk vagy tárolunk.",
      },
      {
        title: "Csak olvasó ügynök",
        text: "Az osquery, a nyílt forráskódú ügynök, csak olvasó lekérdezésekre válaszol: a Fleetward látja az eszköz állapotát, de nem tudja megváltoztatni.",
      },
      {
        title: "Nincsenek csendes módosítások",
        text: "A Fleetward jelent és emlékeztet. Nem küld parancsot az eszközeire: nincs távoli zárolás, nincs törlés.",
      },
    ],
    startTitle: "Lássa a saját biztonsági állapotát egy délután alatt",
    start:
      "Regisztrálja első számítógépeit osqueryvel, és egy órán belül láthatja a biztonsági jelentésüket. A próbaidőszak 90 napig ingyenes, és nem kell hozzá bankkártya.",
    guidesLink: "Beállítási útmutatók olvasása",
  },
  helpCentre: {
    eyebrow: "Súgóközpont",
    lead: "Válaszok a Fleetward adminisztrátorai, technikusai és próbafelhasználói számára. Először keressen: a legtöbb kérdésre egy percen belül választ talál.",
    searchTitle: "Keresés",
    topicsTitle: "Böngészés témakör szerint",
    topics: [
      {
        title: "Gyakori kérdések",
        text: "20 rövid válasz fiókokról, az ingyenes próbaidőszakról, eszközökről és biztonságról.",
        cta: "Gyakori kérdések",
      },
      {
        title: "Lépésenkénti útmutatók",
        text: "Útmutatók az első CSV-importtól egy eszköz kivonásáig.",
        cta: "Útmutatók megnyitása",
      },
      {
        title: "Kapcsolatfelvétel az ügyfélszolgálattal",
        text: "Ügyfélszolgálati idők, csomagonkénti válaszidők és egy űrlap, amely súlyosság szerint továbbítja a kérését.",
        cta: "Segítség kérése",
      },
      {
        title: "Dokumentáció és API",
        text: "Fogalmak, konfiguráció és a REST API referencia integrációkhoz.",
        cta: "Dokumentáció olvasása",
      },
    ],
    popularTitle: "Népszerű cikkek",
    popular: [
      { title: "Eszközök importálása CSV-fájlból", meta: "Útmutató · 15 perc" },
      { title: "macOS-eszközök regisztrálása", meta: "Útmutató · 20 perc" },
      { title: "Mi történik a 90 nap végén?", meta: "GYIK · Ingyenes próbaidőszak" },
      { title: "Kölcsönlaptopok kiadásának beállítása", meta: "Útmutató · 10 perc" },
      { title: "Miért jelenik meg egy eszköz kétszer?", meta: "GYIK · Eszközök" },
      { title: "Tárol-e a Fleetward helyreállítási kulcsokat?", meta: "GYIK · Biztonság" },
    ],
    stillStuckTitle: "Még mindig elakadt?",
    stillStuck:
      "Ügyfélszolgálatunk hétfőtől péntekig dolgozik, berlini idő szerint 8:00-tól austini idő szerint 17:00-ig. Küldjön <support>támogatási kérést</support> a munkaterülete címével, vagy kérdezzen más informatikai csapatokat a <forums>közösségi fórumokon</forums>.",
    faqs: {
      topicsLabel: "GYIK-témakörök",
      moreTitle: "Nem találta a választ?",
      more: "Kövessen egy <guides>lépésenkénti útmutatót</guides>, vagy <support>küldjön támogatási kérést</support>. A próbafelhasználóknak két munkanapon, a fizető ügyfeleknek nyolc munkaórán belül válaszolunk.",
    },
    guides: {
      allTitle: "Összes útmutató",
      stepsTitle: "Lépésről lépésre",
      minutes: "{{minutes}} perc",
      helpTitle: "Segítségre van szüksége?",
      help: "Ha egy lépés nem egyezik azzal, amit a munkaterületén lát, írja meg egy <support>támogatási kérésben</support>, melyik útmutató melyik lépéséről van szó. Az útmutatókat minden havi kiadással frissítjük.",
    },
    support: {
      lead: "Minden kérésre valódi, eszközkezelésben jártas emberek válaszolnak.",
      hoursTitle: "Ügyfélszolgálati idő",
      hours: [
        { region: "Európa", team: "Berlin", time: "Hétfőtől péntekig, 8:00–18:00 (CET)" },
        { region: "Észak-Amerika", team: "Austin", time: "Hétfőtől péntekig, 8:00–17:00 (CT)" },
        {
          region: "Sürgős problémák",
          team: "Enterprise ügyelet",
          time: "A nap 24 órájában, a hét minden napján",
        },
      ],
      hoursNote:
        "A munkaidő nem tartalmazza a berlini és texasi munkaszüneti napokat. A sürgős Enterprise-problémákat ezeken a napokon is kezeljük.",
      slaTitle: "Válaszidők csomagonként",
      slaIntro:
        "Az első emberi válaszig eltelt idő, nem automatikus visszaigazolás. A súlyosságot Ön választja ki az űrlapon; módosíthatjuk, és ilyenkor szólunk.",
      slaCaption: "Első válaszidők csomag és súlyosság szerint",
      severityColumn: "Súlyosság",
      planColumns: ["Ingyenes próbaidőszak", "Business", "Enterprise"],
      slaRows: [
        { severity: "Sürgős", times: ["2 munkanap", "4 munkaóra", "1 óra, éjjel-nappal"] },
        { severity: "Magas", times: ["2 munkanap", "8 munkaóra", "4 munkaóra"] },
        { severity: "Normál", times: ["2 munkanap", "8 munkaóra", "8 munkaóra"] },
        { severity: "Alacsony", times: ["5 munkanap", "2 munkanap", "1 munkanap"] },
      ],
      requestTitle: "Támogatási kérés küldése",
      includeTitle: "Mit érdemes megadni",
      checklist: [
        "A munkaterület címét, például cegnev.fleetward.com",
        "Mit próbált tenni, lépésről lépésre",
        "Mit várt, és mi történt helyette, a pontos hibaüzenettel",
        "Mikor kezdődött, és egy felhasználót, egy eszközt vagy mindenkit érint-e",
        "Az érintett eszközök sorozatszámát vagy leltári címkéjét, ha van",
        "Egy képernyőképet, a személyes adatok kitakarásával",
      ],
      vulnerability:
        "Sebezhetőséget jelentene? Írjon inkább a <mail>security@fleetward.com</mail> címre.",
      beforeTitle: "Mielőtt írna",
      before:
        "Sok kérdésre választ talál a <faqs>GYIK-ben</faqs> és a <guides>beállítási útmutatókban</guides>. Árakkal vagy új szerződéssel kapcsolatos kérdéseivel <sales>értékesítési csapatunkat</sales> keresse.",
    },
    form: {
      name: "Az Ön neve",
      email: "Fleetward-fiókjának e-mail-címe",
      subject: "Tárgy",
      subjectHint: "Egy sor, például: Egy Mac november 12. óta nem jelent.",
      severity: "Súlyosság",
      severities: {
        low: "Alacsony – kérdés vagy megjelenési hiba",
        normal: "Normál – valami nem működik, de van kerülőút",
        high: "Magas – nem működik egy funkció, amelyre a csapata támaszkodik",
        urgent: "Sürgős – a munkaterület nem elérhető, vagy az adatok hibásnak tűnnek",
      },
      description: "Leírás",
      descriptionHint:
        "A munkaterület címe, mit csinált, mit várt, és mi történt helyette. Soha ne adjon meg jelszót vagy helyreállítási kulcsot.",
      sending: "Küldés…",
      send: "Támogatási kérés küldése",
      received: "A(z) {{reference}} támogatási kérés beérkezett.",
      sent: "A(z) „{{subject}}” kérését <ref>{{reference}}</ref> jegyszámon rögzítettük. Hivatkozzon erre a számra, ha ezzel kapcsolatban a support@fleetward.com címre ír.",
    },
  },
  legal: {
    eyebrow: "Jogi információk",
    termsLead:
      "Az Ön szervezete és a Fleetward GmbH közötti megállapodás a Fleetward használatáról, az ingyenes 90 napos próbaidőszaktól a fizetős Business és Enterprise előfizetésekig. A szöveg angol nyelvű.",
    privacyLead:
      "Milyen személyes adatokat kezel a Fleetward, amikor Ön meglátogatja webhelyünket, használja fiókját vagy kapcsolatba lép velünk, miért van rájuk szükségünk, meddig őrizzük meg őket, és hogyan gyakorolhatja a GDPR szerinti jogait. A szöveg angol nyelvű.",
  },
  documentation: {
    eyebrow: "Termék",
    lead: "Hogyan épül fel a Fleetward, hogyan állíthat be egy munkaterületet, és hogyan integrálhatja a REST API-n keresztül. Feladatonkénti útmutatókat a súgóközpontban talál. A dokumentáció angol nyelvű.",
  },
};
