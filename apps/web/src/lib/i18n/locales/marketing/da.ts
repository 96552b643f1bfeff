import type { MarketingText } from "./en.ts";

export const daMarketing: MarketingText = {
  home: {
    lead: "Kend hver bærbar, telefon, server og licens i organisationen – hvem der har den, og om den er sikker. Fleetward holder inventaret præcist og viser først de enheder, der kræver opmærksomhed.",
    seePricing: "Se priser",
    builtOn: "Bygget på open source og åbne formater, som du selv kan efterprøve",
    featuresTitle: "Alt om dine enheder i én app",
    featuresIntro:
      "Erstat regnearket, udlånslisten og fornyelseskalenderen med ét inventar, som hele teamet stoler på.",
    features: [
      {
        title: "Et inventar, der passer",
        text: "Alle bærbare, servere, skærme og tilbehør i ét register, med hvem der har dem, og hvor de er. Computere med osquery, den open source-agent, rapporterer selv deres hardware, system og software.",
      },
      {
        title: "Sikkerhedstilstanden på et øjeblik",
        text: "Kryptering, opdateringsniveau, skærmlås og endpoint-beskyttelse for hver enhed, med dem der fejler øverst.",
      },
      {
        title: "Livscyklus fra bestilling til bortskaffelse",
        text: "Købsdato, omkostninger og garantiens slutdato på hvert aktiv, en daglig påmindelse om garantier, der udløber inden for 30 dage, og udfasede aktiver, der beholder deres historik.",
      },
      {
        title: "Licenser uden overraskelser",
        text: "Licenspladser, omkostninger og udløbsdatoer ét sted, med en daglig påmindelse om licenser, der udløber inden for 30 dage.",
      },
      {
        title: "Udlån og aflevering",
        text: "Lån bærbare ud med afleveringsdato og påmindelser, og overdrag enheder til nye medarbejdere med tre klik.",
      },
      {
        title: "Rapporter, revisorer godkender",
        text: "Eksport af aktiver, enheder, licenser, personer og historik som CSV eller XLSX, med hver enheds fejlende politikker, som dokumentation til ISO 27001, SOC 2 og NIS2.",
      },
    ],
    stepsTitle: "Klar på en eftermiddag",
    steps: [
      {
        title: "Forbind",
        text: "Importér et regneark eller en eksport fra Snipe-IT, og installér osquery, den open source-agent, på jeres computere med en tilmeldingsnøgle.",
      },
      {
        title: "Gennemgå",
        text: "Fleetward matcher poster på serienummer, tildeler ejere og viser, hvilke enheder der ikke består et tjek.",
      },
      {
        title: "Handl",
        text: "Ret toppen af listen, tilpas politikkerne, og få en e-mail, når en enhed begynder at fejle en af dem.",
      },
    ],
    postureTitle: "Se din sikkerhedstilstand på et øjeblik",
    postureIntro:
      "Diskkryptering, OS-version, skærmlås og beskyttelse mod malware, tjekket af osquery på hver tilmeldt computer og forklaret i letforståeligt sprog. De enheder, der har brug for dig, står øverst med ejer og årsag.",
    postureLink: "Sådan fungerer overvågningen af enhedssikkerhed",
    testimonialsTitle: "Eksempelhistorier",
    examplesNote:
      "Opdigtede teams og citater, der viser, hvad Fleetwards funktioner er til. Det er eksempler, ikke kunder.",
    quotes: [
      {
        quote:
          "Til denne revision eksporterede jeg én sikkerhedsrapport, og revisoren havde ingen opfølgende spørgsmål.",
        role: "IT-chef, Northwind Logistics · 1.240 enheder",
      },
      {
        quote:
          "Vi fandt 37 bærbare, som ingen havde brugt i 90 dage, og omfordelte dem i stedet for at købe nye.",
        role: "Leder af IT-drift, Helios Health Partners · 860 enheder",
      },
      {
        quote:
          "Andelen af opdaterede enheder steg fra 71 til 96 procent på ét kvartal, fordi alle så den samme liste.",
        role: "CISO, Fjordline Insurance · 2.600 enheder",
      },
    ],
    moreStories: "Læs flere eksempelhistorier",
    pricingTitle: "Enkel pris pr. enhed",
    pricingIntro:
      "Ingen betaling for tilbehør eller administratorer. Start gratis i 90 dage, uden betalingskort.",
    planTrialNote: "90 dage, op til {{count}} enheder",
    planTrialUnlimited: "90 dage, ubegrænset antal enheder",
    planEnterpriseNote: "SSO, SCIM og 99,9 % SLA",
    planPerDevice: "pr. enhed pr. måned",
    customPrice: "Efter aftale",
    comparePlans: "Sammenlign planer",
    faqTitle: "Ofte stillede spørgsmål",
    faqs: [
      {
        q: "Skal jeg installere en agent på vores enheder?",
        a: "Ja, for enhedsdata og sikkerhedstilstand: hver computer kører osquery, den open source-agent, som I installerer med en tilmeldingsnøgle og en flags-fil fra Fleetward. Aktivregistret, udlån og aflevering samt importer virker uden den.",
      },
      {
        q: "Hvad sker der, når den 90 dage lange prøveperiode slutter?",
        a: "Prøvearbejdsområdet deaktiveres automatisk. Opgrader til en betalt plan før eller kort efter udløb, så følger alt med uændret.",
      },
      {
        q: "Kan vi bruge det uden at installere noget på vores computere?",
        a: "Ja. Mange små teams starter med en regnearksimport samt udlån og aflevering. Sikkerhedstjek kræver osquery på computeren, fordi det er der, politikkerne kører.",
      },
      {
        q: "Hvor opbevares vores data?",
        a: "I Frankfurt i Tyskland, krypteret både i hvile og under overførsel. Fleetward gemmer aldrig gendannelsesnøgler til diske eller adgangskoder.",
      },
      {
        q: "Hvordan adskiller Fleetward sig fra Snipe-IT eller GLPI?",
        a: "Det er solide inventarværktøjer, som I selv hoster og vedligeholder. Fleetward hostes for jer, importerer en Snipe-IT-eksport og tilføjer den sikkerhedstilstand, osquery rapporterer, så inventar og risikobillede er den samme liste.",
      },
    ],
    moreAnswers: "Flere svar i hjælpecenteret",
    ctaTitle: "Ved, hvor hver enhed er, inden fredag",
    ctaText:
      "Importér et regneark, eller tilmeld jeres første computer med osquery i dag. Prøveperioden er gratis i 90 dage og kræver intet betalingskort.",
    snapshot: {
      label: "Illustration af Fleetwards flådeoversigt",
      title: "Flådeoversigt",
      synced: "Synkroniseret for 3 min. siden",
      devices: "enheder",
      encrypted: "krypteret",
      attention: "kræver opmærksomhed",
      needsUpdate: "Skal opdateres",
      notEncrypted: "Ikke krypteret",
      healthy: "I orden",
    },
    posture: {
      title: "Sikkerhedstilstand · acme.fleetward.com",
      lastSync: "Seneste synkronisering for 4 minutter siden",
      managed: "Administrerede enheder",
      managedNote: "+36 denne måned",
      passAll: "Består alle fire tjek",
      passAllNote: "op fra 78 % i august",
      attention: "Kræver opmærksomhed",
      attentionNote: "heraf 23 kritiske",
      encryption: "Diskkryptering",
      patch: "Opdateringsniveau for OS",
      lock: "Skærmlås",
      protection: "Endpoint-beskyttelse",
      pass: "{{percent}} % bestået",
      critical: "Kritisk",
      high: "Høj",
      salesPool: "Salgsafdelingens pulje",
      issueUpdate: "Sikkerhedsopdatering mangler i 21 dage",
      issueProtection: "Endpoint-beskyttelsen rapporterer ikke",
      issueLock: "Ingen skærmlås indstillet",
      caption: "Produktillustration med eksempeldata fra en fiktiv organisation med 1.284 enheder.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Workflows automatiserer de travleste dage i en enheds liv: en ny medarbejders første morgen og en fratrædendes sidste eftermiddag. Tidlig adgang åbner for Business- og Enterprise-kunder, når nedtællingen slutter.",
    upcomingTitle: "Det er på vej",
    upcoming: [
      "Onboarding-forløb, der tildeler en ny medarbejder bærbar, telefon og licenser fra én formular",
      "Offboarding-tjeklister, der åbner automatisk, når HR afslutter en kontrakt, med returlabels",
      "Godkendelsestrin for indkøb over et budget, du fastsætter pr. omkostningssted",
    ],
    shape:
      "Vil du være med til at forme det? Skriv til <mail>product@fleetward.com</mail> og fortæl, hvordan dit team tager imod nye medarbejdere i dag. Vi offentliggør fremskridt i ændringsloggen hver måned.",
    readChangelog: "Læs ændringsloggen",
    maintenanceEyebrow: "Vi er snart tilbage",
    maintenanceLead:
      "Vi opgraderer databasen, der gemmer jeres arbejdsområder, til en hurtigere version. Jeres data er sikre, og intet går tabt, mens tjenesten er sat på pause.",
    unavailable: "Utilgængeligt",
    unavailableText: "Arbejdsområder, login og REST-API'et",
    notAffected: "Ikke berørt",
    notAffectedText:
      "Jeres enheder: osquery kører videre på dem og rapporterer igen, så snart tjenesten er tilbage",
    maintenanceContact:
      "Administratorer får en mail fra <status>status@fleetward.com</status>, når arbejdet starter, og når det slutter. Noget presserende, der ikke kan vente? Skriv til <support>support@fleetward.com</support>; Enterprise-kunder kan også ringe til deres akutte supportlinje.",
    thankYouEyebrow: "Besked modtaget",
    thankYouLead:
      "Tak, fordi du kontaktede Fleetward. Din besked er i vores kø og er sendt videre til det team, der kan svare.",
    nextTitle: "Hvad sker der nu",
    nextSteps: [
      "Inden for få minutter modtager du en bekræftelse med en kopi af din besked. Hvis ikke, så tjek din spammappe.",
      "En person fra det rette team – ikke en bot – svarer inden for én arbejdsdag.",
      "Handler dit spørgsmål om et eksisterende arbejdsområde, så angiv dets adresse i dit svar, så vi hurtigt kan finde det.",
    ],
    whileYouWait:
      "Mens du venter, besvarer <guides>opsætningsguiderne</guides> de fleste spørgsmål fra den første uge, og <faqs>ofte stillede spørgsmål</faqs> dækker prøveperiode, fakturering og sikkerhed.",
    readBlog: "Læs bloggen",
  },
  contact: {
    eyebrow: "Kontakt",
    lead: "Spørgsmål om priser, en flytning fra regneark eller dit prøvearbejdsområde? Skriv til os, så svarer en person fra det rette team inden for én arbejdsdag.",
    sendTitle: "Send os en besked",
    beforeTitle: "Før du skriver",
    beforeSupport:
      "Allerede kunde med et problem i dit arbejdsområde? <page>Supportformularen</page> prioriterer sagen efter alvor.",
    beforeGuides: "Mange spørgsmål om opsætning besvares i <page>trin-for-trin-guiderne</page>.",
    beforeSecrets:
      "Send aldrig adgangskoder, gendannelsesnøgler eller personoplysninger om medarbejdere via denne formular.",
    otherTitle: "Andre måder at kontakte os på",
    phoneOrVisit:
      "Foretrækker du telefon eller et besøg? Se vores <page>kontorer i Berlin, Amsterdam og Austin</page>.",
    detailLead:
      "Tre kontorer, fire postkasser og én regel: en rigtig person fra det rette team svarer. Besøg er velkomne efter aftale.",
    sendMessage: "Send os en besked",
    officesTitle: "Vores kontorer",
    holidays:
      "Kontorerne holder lukket på helligdage i henholdsvis Berlin, Nordholland og Texas. Support til akutte Enterprise-sager fortsætter på de dage.",
    mailboxesTitle: "Skriv til det rette team",
    response: "Svar: ",
    phone: "Telefon",
    openingHours: "Åbningstider",
    gettingHere: "Find vej",
    companyTitle: "Virksomhedsoplysninger",
    registered: "Registreret selskab",
    vat: "Momsnummer",
    directors: "Administrerende direktører",
    dpo: "Databeskyttelsesrådgiver",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Hovedkontor",
        country: "Tyskland",
        hours: "Mandag til fredag, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 om sommeren)",
        directions: "5 minutter fra U6 Naturkundemuseum. Besøgsindgang i gården, 3. sal.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Produkt og kunder i Benelux",
        country: "Holland",
        hours: "Mandag til fredag, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 om sommeren)",
        directions:
          "10 minutters gang fra Amsterdam Centraal; sporvogn 13 og 17 stopper ved Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Kunder i Nordamerika",
        country: "USA",
        hours: "Mandag til fredag, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 om sommeren)",
        directions:
          "I centrum ved Congress og 6th. Gæsteparkering i One American Centers parkeringshus.",
      },
    },
    mailboxes: {
      sales: {
        team: "Salg",
        use: "Tilbud, Enterprise-planer, indkøbsordrer og mængderabatter.",
        response: "Inden for én arbejdsdag",
      },
      support: {
        team: "Support",
        use: "Hjælp med arbejdsområde, tilmelding med osquery, importer og fakturering.",
        response:
          "Prøveperiode: 2 arbejdsdage. Business: 8 arbejdstimer. Enterprise: 1 time ved akutte sager.",
      },
      security: {
        team: "Sikkerhed",
        use: "Rapporter om sårbarheder og sikkerhedsspørgeskemaer. PGP-nøgle efter anmodning.",
        response: "Bekræftet inden for 24 timer, alle årets dage",
      },
      press: {
        team: "Presse",
        use: "Interviews, logoer, skærmbilleder af produktet og fakta om virksomheden.",
        response: "Inden for to arbejdsdage",
      },
    },
    form: {
      topics: {
        sales: "Priser og planer",
        trial: "Min gratis prøveperiode",
        support: "Hjælp med mit arbejdsområde",
        billing: "Fakturaer og betaling",
        partnership: "Partnerskaber og forhandlere",
        press: "Presse og medier",
        other: "Noget andet",
      },
      sent: "Beskeden er sendt. Vi svarer inden for én arbejdsdag.",
      name: "Dit navn",
      email: "Arbejdsmail",
      company: "Virksomhed (valgfrit)",
      topic: "Emne",
      message: "Besked",
      messageHint:
        "Fortæl os, hvor mange enheder I administrerer, og hvordan I holder styr på dem i dag. 20 til 5.000 tegn.",
      sending: "Sender…",
      send: "Send besked",
      privacy: "Vi bruger kun dine oplysninger til at besvare denne besked.",
    },
  },
};
