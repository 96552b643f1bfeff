import type { CompanyText } from "./en.ts";

export const daCompany: CompanyText = {
  pricing: {
    eyebrow: "Priser",
    lead: "Én pris pr. enhed, alle de funktioner dit team har brug for, og ingen betaling for tilbehør eller administratorer. Start med 90 gratis dage, og beslut dig ud fra dine egne data.",
    plansTitle: "Abonnementer",
    mostTeams: "De fleste teams vælger denne",
    customPrice: "Efter aftale",
    trialPriceNote: "i 90 dage, uden kreditkort",
    trialCta: "Start gratis prøveperiode",
    trialNote: "Beta: Dataeksport er ikke tilgængelig i prøveperioden.",
    customPriceNote: "for 2.000 enheder eller flere",
    salesCta: "Tal med salg",
    paidPriceNote: "pr. enhed pr. måned, faktureret månedligt eller årligt",
    paidCta: "Start med prøveperioden",
    vatNote:
      "Priserne er ekskl. moms. Den gratis prøveperiode er en beta: Læs <page>vilkårene for prøveperioden</page>, før du gemmer data i den.",
    estimateTitle: "Beregn din pris",
    devicesLabel: "Antal enheder",
    devicesHint: "Bærbare, stationære, telefoner, tablets og servere. Tilbehør er gratis.",
    billedMonthly: "{{plan}}, faktureret månedligt",
    billedYearly: "{{plan}}, faktureret årligt",
    perMonth: "pr. måned",
    perYear: "pr. år",
    youSave: "Du sparer {{amount}} om året",
    compareTitle: "Sammenlign funktioner",
    compareCaption: "Funktioner i hvert abonnement",
    featureColumn: "Funktion",
    included: "Inkluderet",
    notIncluded: "Ikke inkluderet",
    groups: {
      inventory: "Inventar",
      posture: "Sikkerhedsstatus",
      lifecycle: "Livscyklus og licenser",
      data: "Data og administration",
      support: "Support",
    },
    features: {
      managedDevices: "Administrerede enheder",
      nonDeviceAssets: "Andre aktiver (skærme, docks, telefoner)",
      csvImport: "CSV-import",
      mdmConnectors: "Enheder, der rapporterer via osquery (Windows, macOS, Linux)",
      customFields: "Brugerdefinerede felter",
      postureChecks: "Diskkryptering, patch-niveau, skærmlås, endpoint-beskyttelse",
      postureEmail: "E-mailadvarsler om sikkerhedsstatus",
      customPolicies: "Egne politikker og tærskler",
      alerts: "E-mailadvarsler og webhooks",
      checkInOut: "Udlån og aflevering med påmindelser",
      warranty: "Planlægning af garanti og udskiftning",
      licences: "Sporing af softwarelicenser",
      offboarding: "Tjeklister til fratrædelse",
      export: "Dataeksport (CSV, REST API)",
      auditLog: "Opbevaring af revisionslog",
      sso: "SAML single sign-on og SCIM",
      entities: "Flere selskaber og omkostningssteder",
      residency: "Dataopbevaring i EU",
      helpCentre: "Hjælpecenter, vejledninger og community-fora",
      responseTime: "Første svartid",
      onboarding: "Onboarding-session",
      uptime: "Oppetidsgaranti",
    },
    values: {
      upTo250: "Op til 250",
      unlimited: "Ubegrænset",
      upTo10Products: "Op til 10 produkter",
      days30: "30 dage",
      months12: "12 måneder",
      years3: "3 år",
      euOrUs: "EU eller USA",
      businessDays2: "2 hverdage",
      businessHours8: "8 arbejdstimer",
      hour1Urgent: "1 time (akut)",
      session60: "1 × 60 min.",
      guidedRollout: "Guidet udrulning",
      uptime995: "99,5 %",
      sla999: "99,9 % SLA",
    },
    faqTitle: "Spørgsmål om fakturering",
    faqs: [
      {
        question: "Hvad tæller som en enhed?",
        answer:
          "En bærbar, stationær, telefon, tablet eller server i jeres register, uanset om den rapporterer via osquery eller er oprettet manuelt eller ved import. Skærme, docks, headsets og andet tilbehør registreres som aktiver og er gratis.",
      },
      {
        question: "Hvordan beregnes den månedlige regning?",
        answer:
          "Vi tæller dine aktive enheder hver dag og fakturerer det højeste antal i måneden. Vokser du fra 180 til 195 enheder i marts, er fakturaen for april 195 × 4 € = 780 € plus moms, hvor det gælder.",
      },
      {
        question: "Er der rabat ved årlig betaling?",
        answer:
          "Ja. Årlig betaling koster 40 € pr. enhed om året i stedet for 48 € – to måneder gratis. Du kan tilføje enheder i løbet af året; de faktureres forholdsmæssigt på næste faktura.",
      },
      {
        question: "Hvad sker der, når min prøveperiode slutter?",
        answer:
          "Efter 90 dage deaktiveres prøve-workspacet automatisk. Opgrader til Business inden da for at arbejde videre uden afbrydelse; dine enheder, personer og historik forbliver præcis som de er.",
      },
      {
        question: "Hvilke betalingsmetoder accepterer I?",
        answer:
          "Kredit- og debetkort (Visa, Mastercard, American Express) og SEPA Direct Debit på alle abonnementer. Enterprise-kunder kan også betale via bankoverførsel mod indkøbsordre med 30 dages betalingsfrist.",
      },
      {
        question: "Kan jeg opsige når som helst?",
        answer:
          "Månedlige abonnementer kan opsiges når som helst og ophører ved udgangen af faktureringsmåneden. Årlige abonnementer løber til udgangen af det betalte år. Før du stopper, kan du eksportere alle dine data som CSV eller via API'et.",
      },
      {
        question: "Opkræver I moms?",
        answer:
          "Priserne er ekskl. moms. Virksomheder i EU med et gyldigt momsnummer faktureres efter reglerne om omvendt betalingspligt; vi validerer nummeret i VIES, når du indtaster det under fakturering.",
      },
    ],
    moreQuestions:
      "Har du et andet spørgsmål om fakturaer eller indkøbsordrer? <page>Kontakt vores salgsteam</page>.",
  },
  about: {
    eyebrow: "Virksomheden",
    storyTitle: "Vores historie",
    story: [
      "Fleetward begyndte i en it-afdeling, der holdt styr på 1.400 bærbare i tre regneark, et ticketsystem og hukommelsen hos én meget tålmodig kollega. Revisioner tog uger, og mistede enheder blev opdaget måneder for sent.",
      "Vi byggede det værktøj, vi selv ønskede: ét sted, der kender hver enhed, ved hvem der har den, om den er sikker, og hvornår den skal udskiftes – uden noget at installere på en server.",
    ],
    principlesTitle: "Det tror vi på",
    principles: [
      {
        title: "Præcist før smart",
        text: "Et inventar er kun nyttigt, når det er korrekt. Hver enhedspost viser, hvor dens data kommer fra, og hvornår de sidst blev bekræftet.",
      },
      {
        title: "Sikkerhed, man kan læse",
        text: "Kryptering, patch-niveau, skærmlås og endpoint-beskyttelse vises som klare svar, ikke som scorer, man skal afkode.",
      },
      {
        title: "Hurtigt for små teams",
        text: "De fleste it-teams består af en håndfuld mennesker. Med Fleetward kan én person registrere hundrede bærbare før frokost.",
      },
    ],
    numbersTitle: "Hvad Fleetward gør",
    figures: [
      { value: "osquery", label: "Open source-agenten, som dine enheder rapporterer gennem" },
      { value: "16", label: "Sprog i appen og i dens e-mails" },
      {
        value: "REST API",
        label: "Hver handling i arbejdsområdet, dokumenteret i OpenAPI, med signerede webhooks",
      },
    ],
    officesTitle: "Hvor vi arbejder",
    officesIntro:
      "Kundedata hostes i Frankfurt i Tyskland. Vores supporttider følger solen fra Berlin til Austin, så en sag sendt på en hverdag sjældent venter natten over.",
    offices: [
      {
        city: "Berlin",
        role: "Hovedkontor: udvikling, sikkerhed og support for Europa",
      },
      {
        city: "Amsterdam",
        role: "Produkt, design og vores Benelux-kundeteam",
      },
      {
        city: "Austin",
        role: "Customer success og support for Nordamerika",
      },
    ],
    contactLink: "Adresser, telefonnumre og åbningstider",
  },
  team: {
    eyebrow: "Virksomheden",
    lead: "De fleste af os har drevet it som levevej, og derfor har produktet klare holdninger til korrekte poster og stille advarsler.",
    peopleTitle: "Ledelsen og de mennesker, du vil møde",
    members: {
      lena: {
        role: "Medstifter og CEO",
        location: "Berlin",
        bio: "Stod for it i en logistikvirksomhed med 1.400 ansatte og gennemlevede tre revisioner med regneark. Bruger en dag om ugen på kundesamtaler og læser stadig hver opsigelsesbegrundelse.",
      },
      daniel: {
        role: "Medstifter og CTO",
        location: "Berlin",
        bio: "Byggede inventarsoftware hos to europæiske SaaS-virksomheder. Ejer datamodellen, osquery-modtagelsen og reglen om, at hver post siger, hvor dens data kommer fra.",
      },
      sanne: {
        role: "Head of Product",
        location: "Amsterdam",
        bio: "Tidligere produktansvarlig for et helpdesk-værktøj brugt af 9.000 it-teams. Gør supportsager til roadmap-punkter og holder udlånsflowet nede på tre klik.",
      },
      marcus: {
        role: "Head of Customer Success",
        location: "Austin",
        bio: "Administrerede et skoledistrikts 6.000 enheder, før han kom til. Leder onboarding af alle Enterprise-kunder og afholder den månedlige åbne træffetid.",
      },
      yuki: {
        role: "Head of Security",
        location: "Amsterdam",
        bio: "Tidligere penetrationstester og incident responder. Står for vores trusselsmodellering, bug bounty-programmet og de sikkerhedsgennemgange, hver release gennemgår.",
      },
      priya: {
        role: "Staff Engineer, enhedsintegrationer",
        location: "Berlin",
        bio: "Vedligeholder osquery-integrationen: tilmelding, flags-filen og politikbiblioteket. Har meninger om serienummerformater og kan bevise hver af dem med en fejlrapport.",
      },
      jonas: {
        role: "Teamleder, support",
        location: "Berlin",
        bio: "Otte år i it-servicedesken. Skrev de fleste vejledninger i hjælpecenteret og holder vores median for første svar under to timer på hverdage.",
      },
      amara: {
        role: "Senior Product Designer",
        location: "Austin",
        bio: "Designer dashboards, de mobile afleveringsskærme og tilgængelighedsgennemgangene. Tester hver skærm i 375 pixels bredde og med skærmlæser, før den går live.",
      },
    },
    habitsTitle: "Sådan arbejder vi",
    habits: [
      "Alle, også udviklerne, besvarer supportsager én dag om måneden.",
      "Vi skriver beslutninger ned: et forslag på én side før enhver ændring, kunderne vil bemærke.",
      "Møder slutter senest kl. 16.00 Berlin-tid, så Austin og Berlin deler to arbejdstimer uden sene aftener.",
    ],
    joinTitle: "Bliv en del af os",
    join: "Vi søger en senior backend-udvikler, en customer success manager til DACH-regionen og en teknisk skribent. Alle stillinger kan være remote inden for to timers tidsforskel fra Berlin eller Austin.",
    openRoles: "Se ledige stillinger",
    aboutLink: "Om Fleetward",
  },
  testimonials: {
    eyebrow: "Eksempler",
    lead: "Ni opdigtede it-teams – fra en fond med 64 enheder til en skolesammenslutning med 3.150 – viser, hvad der ændrer sig, når enhederne flytter ind i Fleetward. Personerne, organisationerne og citaterne er opdigtede; de er ikke kunder.",
    quotesTitle: "Med deres egne ord",
    fleet: "{{count}} enheder · {{sector}}",
    items: {
      katrin: {
        quote:
          "Vores seneste revision krævede bevis for, at alle bærbare var krypterede. Det plejede at tage to personer en uge. Denne gang eksporterede jeg sikkerhedsrapporten, og revisoren havde ingen opfølgende spørgsmål.",
        role: "It-chef",
        sector: "Logistik",
      },
      tom: {
        quote:
          "I den første uge fandt vi 37 bærbare, som ingen havde logget på i over 90 dage. Halvdelen lå i et skab; vi tog dem i brug igen i stedet for at købe nye.",
        role: "Chef for it-drift",
        sector: "Sundhed",
      },
      meiLin: {
        quote:
          "Udlånet af lånecomputere erstattede en papirliste i receptionen. Hver morgen får vi listen over forsinkede lån, så vi beder om en computer tilbage samme dag, den er forsinket, ikke en uge efter.",
        role: "Leder af servicedesk",
        sector: "Uddannelse",
      },
      rafael: {
        quote:
          "Vi prøvede Snipe-IT og et regneark før det her. Vi importerede Snipe-IT-eksporten, og nu er inventaret korrekt, uden at nogen skal passe det, fordi vores computere selv rapporterer via osquery.",
        role: "Systemadministrator",
        sector: "Ingeniørvirksomhed",
      },
      charlotte: {
        quote:
          "Licenssporingen alene betalte abonnementet. Vi betalte for 120 pladser i et designværktøj og brugte 74; fornyelsessamtalen forløb helt anderledes i år.",
        role: "Økonomi- og driftsdirektør",
        sector: "Rådgivning",
      },
      jakub: {
        quote:
          "Som et IT-team på to personer fordelt på fire lokationer kan vi ikke holde øje med alle dashboards. Vi får en e-mail, når en enhed begynder at fejle en politik, og intet andet.",
        role: "It-koordinator",
        sector: "Jura",
      },
      aisha: {
        quote:
          "Offboarding betød før at jagte ledere for at få computere tilbage. Nu viser den fratrådtes side alle enheder og licenspladser, personen har, vi tjekker dem ind på sidste arbejdsdag og får næsten alle tilbage.",
        role: "People Operations Manager",
        sector: "Detailhandel",
      },
      henrik: {
        quote:
          "Sikkerhedsteamet og it-teamet ser endelig på de samme tal. Patch-compliance gik fra 71 til 96 procent på et kvartal, mest fordi alle kunne se den samme liste.",
        role: "CISO",
        sector: "Finansielle tjenester",
      },
      grace: {
        quote:
          "Opsætningen tog en eftermiddag: en CSV-import, osquery på vores bærbare og en lokation pr. kontor. Supporten svarede på mit ene spørgsmål på under en time – en fredag.",
        role: "It-generalist",
        sector: "Nonprofit",
      },
    },
    tryTitle: "Prøv det på dine egne enheder",
    try: "Den gratis prøveperiode kører i 90 dage på jeres rigtige enheder. Importér en CSV, tilmeld jeres computere med osquery, og se jeres egen sikkerhedsrapport samme dag.",
    trialCta: "Start gratis prøveperiode",
    storiesLink: "Læs eksempelhistorierne",
  },
  services: {
    eyebrow: "Det gør vi",
    lead: "Fleetward er først og fremmest et produkt: inventar, sikkerhedsstatus, licenser og livscyklus i én app. Vil du gerne hurtigere i mål, klarer vores team migrering, udrulning og revisionsforberedelse sammen med dig.",
    trialCta: "Start gratis prøveperiode",
    engineerCta: "Tal med en løsningsspecialist",
    productTitle: "I produktet",
    productIntro: "Inkluderet i alle abonnementer, allerede fra den gratis 90-dages prøveperiode.",
    professionalTitle: "Professionelle ydelser",
    professionalIntro:
      "Fastprisprojekter leveret af de mennesker, der bygger Fleetward. Inkluderet i Enterprise; tilgængelige for Business-kunder fra 1.200 € pr. projekt.",
    detailLink: "Sådan fungerer overvågning af enhedssikkerhed",
    items: {
      inventory: {
        name: "Aktivinventar",
        summary:
          "Én post pr. bærbar, telefon, server og tilbehør, holdt opdateret af osquery på jeres computere og af jeres team.",
        points: [
          "Serienummer, model, købsdato, garanti og pris på hver post",
          "Computere med osquery rapporterer hardware, system og software og knyttes til deres aktiv via serienummeret",
          "Import fra CSV- eller XLSX-filer, også en Snipe-IT-eksport",
        ],
      },
      security: {
        name: "Overvågning af enhedssikkerhed",
        summary:
          "Se hvilke enheder der mangler kryptering, opdateringer, skærmlås eller beskyttelse, og ret dem først.",
        points: [
          "Fire kontroller på hver administreret enhed, forklaret i klart sprog",
          "Politikker fra biblioteket eller jeres egen skrivebeskyttede SQL, med egne tærskler",
          "E-mailadvarsler, når en enhed begynder at fejle en politik, og webhooks",
        ],
      },
      licences: {
        name: "Licenssporing",
        summary:
          "Ved hvor mange pladser du betaler for, hvor mange der er tildelt, og hvornår hver kontrakt fornyes.",
        points: [
          "Bruger-, enheds- og abonnementslicenser med pris pr. plads",
          "Daglig påmindelse pr. e-mail om licenser, der udløber inden for 30 dage",
          "Ubrugte pladser fremhævet før hver fornyelse",
        ],
      },
      lifecycle: {
        name: "Livscyklusstyring",
        summary:
          "Planlæg indkøb, udskiftninger og udfasning fra én kalender i stedet for et regneark.",
        points: [
          "Garantiens slutdato, med daglig påmindelse om garantier, der udløber inden for 30 dage",
          "Udfasede aktiver tæller ikke længere som aktive, men beholder deres post og historik",
          "Fuld historik over brugere, placeringer og reparationer",
        ],
      },
      migration: {
        name: "Migrering fra regneark og andre værktøjer",
        summary:
          "Vi kortlægger dine kolonner, rydder dubletter op og importerer din historik fra Excel, Snipe-IT, GLPI eller Shelf. Typisk projekt: 5 hverdage for op til 5.000 aktiver.",
        points: [
          "Workshop om feltkortlægning (60 minutter)",
          "Testimport i en sandkasse, du kan kontrollere",
          "Endelig import med afstemningsrapport",
        ],
      },
      rollout: {
        name: "Guidet udrulning",
        summary:
          "En customer success manager planlægger jeres første 30 dage sammen med jer: osquery-tilmelding, lokationer, politikker og den første sikkerhedsgennemgang.",
        points: [
          "Kick-off og ugentlige opfølgninger på 30 minutter",
          "Politikskabeloner til ISO 27001 og Cyber Essentials",
          "Administratoruddannelse for op til 10 personer",
        ],
      },
      audit: {
        name: "Gennemgang af revisionsparathed",
        summary:
          "Før en ISO 27001-, SOC 2- eller NIS2-revision gennemgår vi dit aktivregister og dine sikkerhedsrapporter i forhold til de kontroller, revisorer spørger til.",
        points: [
          "Mangelliste knyttet til kontrollerne i bilag A",
          "Dokumentationspakke, du kan give revisoren",
          "Opfølgende gennemgang efter 30 dage",
        ],
      },
    },
    engagementTitle: "Sådan forløber et projekt",
    engagementSteps: [
      {
        title: "Afklaringsmøde",
        text: "30 minutter med en solutions engineer: hvor mange enheder, hvilke styresystemer, hvilke revisioner der er på vej.",
      },
      {
        title: "Skriftligt tilbud",
        text: "En fast pris og en plan med datoer inden for to hverdage. Ingen dagspriser, der bare løber.",
      },
      {
        title: "Levering",
        text: "Arbejdet foregår i dit prøve- eller produktions-workspace med en fælles tjekliste, du kan følge.",
      },
      {
        title: "Overdragelse",
        text: "En optaget gennemgang og en afstemningsrapport, så dit team ejer resultatet.",
      },
    ],
    comparePlans: "Sammenlign abonnementer",
    offices: "Vores kontorer",
  },
  serviceDetail: {
    eyebrow: "Ydelser",
    lead: "Fire kontroller, kørt af osquery på hver tilmeldt computer og besvaret i klart sprog: Er den krypteret, er den opdateret, låser den, er den beskyttet? I ser de fejlende enheder først, med årsagen.",
    trialCta: "Start gratis prøveperiode",
    allServices: "Alle ydelser",
    checksTitle: "De fire kontroller",
    checksIntro:
      "Hver kontrol er en skrivebeskyttet osquery-SQL-politik fra politikbiblioteket. Hvor en politik har en tærskel, fx mindste styresystemversion eller tiden før skærmen låser, fastsætter I den.",
    passesWhen: "Bestået, når:",
    checks: [
      {
        title: "Diskkryptering",
        passes:
          "FileVault (macOS), BitLocker på systemdrevet (Windows) eller LUKS på rodfilsystemet (Linux) er slået til.",
        why: "En mistet bærbar med krypteret disk er en ulejlighed. Uden kryptering er det et anmeldelsespligtigt databrud.",
      },
      {
        title: "Opdateringsniveau for styresystemet",
        passes:
          "macOS eller Windows er på eller over den mindste version, I har sat, og automatiske opdateringer er slået til (kontrolleres også på Linux).",
        why: "De fleste udnyttede sårbarheder har haft en rettelse i måneder. Alderen på den manglende opdatering betyder mere end antallet.",
      },
      {
        title: "Skærmlås",
        passes:
          "På Windows og macOS låser skærmen senest efter den tilladte inaktivitetstid (15 minutter som standard) og beder om adgangskoden.",
        why: "Ulåste enheder på caféer, i tog og i delte kontorer er den nemmeste vej ind i en logget-ind session.",
      },
      {
        title: "Endpoint-beskyttelse",
        passes:
          "På Windows melder Sikkerhedscenter et aktivt antivirus med opdaterede signaturer; på macOS er Apples XProtect og dets definitioner installeret.",
        why: "En installeret, men deaktiveret agent ser fin ud på en indkøbsliste og beskytter ingenting.",
      },
    ],
    howTitle: "Sådan fungerer det",
    steps: [
      "Installér osquery, den open source-agent, på hver computer med en tilmeldingsnøgle og den flags-fil, Fleetward giver jer.",
      "osquery melder sig selv, sender enhedens data og kører hver politik, en skrivebeskyttet SQL-forespørgsel, på enheden.",
      "Hver politik gælder for de platforme, den er skrevet til, med de tærskler, I sætter, fx mindste macOS-version.",
      "Fejlende enheder vises på dashboardet med ejer, årsag og den dato, fejlen begyndte.",
      "Ejere og administratorer får en e-mail og en besked i appen, når en enhed begynder at fejle en politik eller består den igen; webhooks kan sende hver ændring videre til jeres egne værktøjer.",
    ],
    platformsTitle: "Understøttede platforme",
    platformsIntro:
      "Hvad hver platform rapporterer via osquery, og hvilke kontroller politikbiblioteket dækker.",
    platformsCaption: "Understøttede kontroller pr. platform",
    columns: {
      platform: "Platform",
      source: "Datakilde",
      encryption: "Kryptering",
      patch: "Opdateringsniveau",
      lock: "Skærmlås",
      protection: "Endpoint-beskyttelse",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Mindste version, automatisk søgning efter opdateringer",
        lock: "Ja",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Mindste build, automatiske opdateringer",
        lock: "Ja",
        protection: "Antivirus (Sikkerhedscenter)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatiske opdateringer",
        lock: "Ingen politik i biblioteket",
        protection: "Ingen politik i biblioteket",
      },
    ],
    boundariesTitle: "Det gør vi aldrig",
    boundaries: [
      {
        title: "Ingen gendannelsesnøgler",
        text: "Politikkerne for diskkryptering spørger osquery, om FileVault, BitLocker eller LUKS er slået til. Vi læser, kopierer eller gemmer aldrig en gendannelsesnøgle.",
      },
      {
        title: "En agent, der kun læser",
        text: "osquery, den open source-agent, svarer kun på læseforespørgsler: Fleetward ser enhedens tilstand, men kan ikke ændre den.",
      },
      {
        title: "Ingen tavse ændringer",
        text: "Fleetward rapporterer og minder om. Den sender ingen kommandoer til jeres enheder: ingen fjernlåsning, ingen sletning.",
      },
    ],
    startTitle: "Se din egen sikkerhedsstatus på en eftermiddag",
    start:
      "Tilmeld jeres første computere med osquery, og se deres sikkerhedsrapport inden for en time. Prøveperioden er gratis i 90 dage og kræver intet betalingskort.",
    guidesLink: "Læs opsætningsvejledningerne",
  },
  helpCentre: {
    eyebrow: "Hjælpecenter",
    lead: "Svar til Fleetward-administratorer, teknikere og prøvebrugere. Søg først: De fleste spørgsmål er besvaret på under et minut.",
    searchTitle: "Søg",
    topicsTitle: "Gennemse efter emne",
    topics: [
      {
        title: "Ofte stillede spørgsmål",
        text: "20 korte svar om konti, den gratis prøveperiode, enheder og sikkerhed.",
        cta: "Se de ofte stillede spørgsmål",
      },
      {
        title: "Trin-for-trin-vejledninger",
        text: "Vejledninger fra jeres første CSV-import til udfasning af en enhed.",
        cta: "Åbn vejledningerne",
      },
      {
        title: "Kontakt support",
        text: "Supporttider, svartider pr. abonnement og en formular, der sender din henvendelse videre efter alvorlighed.",
        cta: "Få support",
      },
      {
        title: "Dokumentation og API",
        text: "Begreber, konfiguration og REST API-referencen til integrationer.",
        cta: "Læs dokumentationen",
      },
    ],
    popularTitle: "Populære artikler",
    popular: [
      { title: "Importér enheder fra en CSV-fil", meta: "Vejledning · 15 min." },
      { title: "Tilmeld macOS-enheder", meta: "Vejledning · 20 min." },
      { title: "Hvad sker der, når de 90 dage er gået?", meta: "FAQ · Gratis prøveperiode" },
      { title: "Opsæt udlån af bærbare", meta: "Vejledning · 10 min." },
      { title: "Hvorfor vises en enhed to gange?", meta: "FAQ · Enheder" },
      { title: "Gemmer Fleetward gendannelsesnøgler?", meta: "FAQ · Sikkerhed" },
    ],
    stillStuckTitle: "Sidder du stadig fast?",
    stillStuck:
      "Vores supportteam arbejder mandag til fredag fra kl. 8.00 Berlin-tid til kl. 17.00 Austin-tid. Send en <support>supporthenvendelse</support> med adressen på dit workspace, eller spørg andre it-teams i <forums>community-foraene</forums>.",
    faqs: {
      topicsLabel: "FAQ-emner",
      moreTitle: "Fandt du ikke dit svar?",
      more: "Følg en <guides>trin-for-trin-vejledning</guides> eller <support>send en supporthenvendelse</support>. Vi svarer prøvebrugere inden for to hverdage og betalende kunder inden for otte arbejdstimer.",
    },
    guides: {
      allTitle: "Alle vejledninger",
      stepsTitle: "Trin for trin",
      minutes: "{{minutes}} min.",
      helpTitle: "Brug for hjælp?",
      help: "Hvis et trin ikke passer med det, du ser i dit workspace, så fortæl os hvilken vejledning og hvilket trin i en <support>supporthenvendelse</support>. Vi holder vejledningerne opdateret med hver månedlige release.",
    },
    support: {
      lead: "Rigtige mennesker, der kender til enhedsadministration, besvarer hver henvendelse.",
      hoursTitle: "Supporttider",
      hours: [
        { region: "Europa", team: "Berlin", time: "Mandag til fredag, 08.00–18.00 CET" },
        { region: "Nordamerika", team: "Austin", time: "Mandag til fredag, 08.00–17.00 CT" },
        {
          region: "Akutte problemer",
          team: "Enterprise-vagt",
          time: "Døgnet rundt, alle ugens dage",
        },
      ],
      hoursNote:
        "Arbejdstiden omfatter ikke helligdage i Berlin og Texas. Akutte Enterprise-problemer dækkes også på de dage.",
      slaTitle: "Svartider pr. abonnement",
      slaIntro:
        "Tiden til vores første menneskelige svar, ikke en automatisk kvittering. Alvorligheden er den, du vælger i formularen; vi kan justere den og fortæller dig det i så fald.",
      slaCaption: "Første svartider pr. abonnement og alvorlighed",
      severityColumn: "Alvorlighed",
      planColumns: ["Gratis prøveperiode", "Business", "Enterprise"],
      slaRows: [
        { severity: "Akut", times: ["2 hverdage", "4 arbejdstimer", "1 time, døgnet rundt"] },
        { severity: "Høj", times: ["2 hverdage", "8 arbejdstimer", "4 arbejdstimer"] },
        { severity: "Normal", times: ["2 hverdage", "8 arbejdstimer", "8 arbejdstimer"] },
        { severity: "Lav", times: ["5 hverdage", "2 hverdage", "1 hverdag"] },
      ],
      requestTitle: "Send en supporthenvendelse",
      includeTitle: "Det skal du have med",
      checklist: [
        "Adressen på dit workspace, for eksempel ditfirma.fleetward.com",
        "Hvad du prøvede at gøre, trin for trin",
        "Hvad du forventede, og hvad der skete i stedet, med den præcise fejlmeddelelse",
        "Hvornår det startede, og om det rammer én bruger, én enhed eller alle",
        "Serienumre eller inventarmærker på de berørte enheder, hvis relevant",
        "Et skærmbillede med slørede personoplysninger",
      ],
      vulnerability:
        "Vil du indberette en sårbarhed? Skriv i stedet til <mail>security@fleetward.com</mail>.",
      beforeTitle: "Før du skriver",
      before:
        "Mange spørgsmål er besvaret i <faqs>FAQ'en</faqs> og <guides>opsætningsvejledningerne</guides>. Spørgsmål om priser eller en ny kontrakt går til vores <sales>salgsteam</sales>.",
    },
    form: {
      name: "Dit navn",
      email: "E-mailadressen på din Fleetward-konto",
      subject: "Emne",
      subjectHint: "Én linje, for eksempel: En Mac holdt op med at rapportere den 12. november.",
      severity: "Alvorlighed",
      severities: {
        low: "Lav – et spørgsmål eller et kosmetisk problem",
        normal: "Normal – noget virker ikke, men der findes en løsning",
        high: "Høj – en funktion, dit team er afhængigt af, virker ikke",
        urgent: "Akut – workspacet er nede, eller data ser forkerte ud",
      },
      description: "Beskrivelse",
      descriptionHint:
        "Adressen på dit workspace, hvad du gjorde, hvad du forventede, og hvad der skete i stedet. Angiv aldrig adgangskoder eller gendannelsesnøgler.",
      sending: "Sender …",
      send: "Send supporthenvendelse",
      received: "Supporthenvendelse {{reference}} modtaget.",
      sent: "Vi har modtaget »{{subject}}« som sag <ref>{{reference}}</ref>. Oplys dette nummer, når du skriver til support@fleetward.com om sagen.",
    },
  },
  legal: {
    eyebrow: "Juridisk",
    termsLead:
      "Aftalen mellem din organisation og Fleetward GmbH om brug af Fleetward, fra den gratis 90-dages prøveperiode til betalte Business- og Enterprise-abonnementer. Teksten er på engelsk.",
    privacyLead:
      "Hvilke personoplysninger Fleetward behandler, når du besøger vores website, bruger din konto eller taler med os, hvorfor vi har brug for dem, hvor længe vi opbevarer dem, og hvordan du bruger dine rettigheder efter GDPR. Teksten er på engelsk.",
  },
  documentation: {
    eyebrow: "Produkt",
    lead: "Hvordan Fleetward er opbygget, hvordan du opsætter et workspace, og hvordan du integrerer det via REST API'et. Vejledninger til de enkelte opgaver finder du i hjælpecenteret. Dokumentationen er på engelsk.",
  },
};
