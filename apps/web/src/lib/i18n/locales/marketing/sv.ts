import type { MarketingText } from "./en.ts";

export const svMarketing: MarketingText = {
  home: {
    lead: "Ha koll på varje bärbar dator, telefon, server och licens i organisationen – vem som har den och om den är säker. Fleetward håller inventariet korrekt och visar först de enheter som behöver åtgärdas.",
    seePricing: "Se priser",
    builtOn: "Byggt på öppen källkod och öppna format som du kan granska själv",
    featuresTitle: "Allt om dina enheter i en app",
    featuresIntro:
      "Ersätt kalkylarket, utlåningslistan och förnyelsekalendern med ett inventarie som hela teamet litar på.",
    features: [
      {
        title: "Ett inventarie som stämmer",
        text: "Alla bärbara datorer, servrar, skärmar och tillbehör i ett register, med vem som har dem och var de finns. Datorer med osquery, agenten med öppen källkod, rapporterar själva sin hårdvara, sitt system och sin programvara.",
      },
      {
        title: "Säkerhetsläget i en blick",
        text: "Kryptering, uppdateringsnivå, skärmlås och endpoint-skydd för varje enhet, med de som inte klarar sig överst.",
      },
      {
        title: "Livscykel från beställning till kassering",
        text: "Inköpsdatum, kostnader och garantins slutdatum på varje tillgång, en daglig påminnelse om garantier som löper ut inom 30 dagar, och avvecklade tillgångar som behåller sin historik.",
      },
      {
        title: "Licenser utan överraskningar",
        text: "Licensplatser, kostnader och slutdatum på ett ställe, med en daglig påminnelse om licenser som löper ut inom 30 dagar.",
      },
      {
        title: "Utlåning och återlämning",
        text: "Låna ut datorer med återlämningsdatum och påminnelser, och lämna över enheter till nyanställda med tre klick.",
      },
      {
        title: "Rapporter som revisorer godtar",
        text: "Export av tillgångar, enheter, licenser, personer och historik som CSV eller XLSX, med varje enhets underkända policyer, som underlag för ISO 27001, SOC 2 och NIS2.",
      },
    ],
    stepsTitle: "Igång på en eftermiddag",
    steps: [
      {
        title: "Anslut",
        text: "Importera ett kalkylark eller en export från Snipe-IT och installera osquery, agenten med öppen källkod, på era datorer med en registreringsnyckel.",
      },
      {
        title: "Granska",
        text: "Fleetward matchar poster på serienummer, tilldelar ägare och visar vilka enheter som inte klarar en kontroll.",
      },
      {
        title: "Agera",
        text: "Åtgärda toppen av listan, justera policyerna och få ett e-postmeddelande när en enhet börjar underkännas av en av dem.",
      },
    ],
    postureTitle: "Se ditt säkerhetsläge i en blick",
    postureIntro:
      "Diskkryptering, OS-version, skärmlås och skydd mot skadlig kod, kontrollerat av osquery på varje registrerad dator och förklarat på begriplig svenska. Enheterna som behöver dig ligger överst, med ägare och orsak.",
    postureLink: "Så fungerar övervakningen av enheters säkerhet",
    testimonialsTitle: "Exempelberättelser",
    examplesNote:
      "Påhittade team och citat som visar vad Fleetwards funktioner är till för. De är exempel, inte kunder.",
    quotes: [
      {
        quote:
          "Till den här revisionen exporterade jag en enda säkerhetsrapport, och revisorn hade inga följdfrågor.",
        role: "IT-chef, Northwind Logistics · 1 240 enheter",
      },
      {
        quote:
          "Vi hittade 37 datorer som ingen använt på 90 dagar och delade ut dem igen i stället för att köpa nya.",
        role: "Chef för IT-drift, Helios Health Partners · 860 enheter",
      },
      {
        quote:
          "Andelen uppdaterade enheter gick från 71 till 96 procent på ett kvartal, eftersom alla såg samma lista.",
        role: "CISO, Fjordline Insurance · 2 600 enheter",
      },
    ],
    moreStories: "Läs fler exempelberättelser",
    pricingTitle: "Enkelt pris per enhet",
    pricingIntro:
      "Ingen kostnad för tillbehör eller administratörer. Börja gratis i 90 dagar, utan kreditkort.",
    planTrialNote: "90 dagar, upp till {{count}} enheter",
    planTrialUnlimited: "90 dagar, obegränsat antal enheter",
    planEnterpriseNote: "SSO, SCIM och 99,9 % SLA",
    planPerDevice: "per enhet och månad",
    customPrice: "Offert",
    comparePlans: "Jämför planer",
    faqTitle: "Vanliga frågor",
    faqs: [
      {
        q: "Måste jag installera en agent på våra enheter?",
        a: "För enhetsdata och säkerhetsläge, ja: varje dator kör osquery, agenten med öppen källkod, som ni installerar med en registreringsnyckel och en flags-fil från Fleetward. Tillgångsregistret, utlåning och återlämning och importer fungerar utan den.",
      },
      {
        q: "Vad händer när den 90 dagar långa provperioden tar slut?",
        a: "Provarbetsytan inaktiveras automatiskt. Uppgradera till en betald plan före eller strax efter slutet så följer allt med oförändrat.",
      },
      {
        q: "Kan vi använda det utan att installera något på våra datorer?",
        a: "Ja. Många små team börjar med en kalkylarksimport samt utlåning och återlämning. Säkerhetskontrollerna kräver osquery på datorn, eftersom det är där policyerna körs.",
      },
      {
        q: "Var lagras våra data?",
        a: "I Frankfurt i Tyskland, krypterade i vila och under överföring. Fleetward lagrar aldrig återställningsnycklar för diskar eller lösenord.",
      },
      {
        q: "Hur står sig Fleetward mot Snipe-IT eller GLPI?",
        a: "Det är bra inventarieverktyg som ni driftar och underhåller själva. Fleetward driftas åt er, importerar en export från Snipe-IT och lägger till säkerhetsläget som osquery rapporterar, så inventariet och riskbilden är samma lista.",
      },
    ],
    moreAnswers: "Fler svar i hjälpcentret",
    ctaTitle: "Vet var varje enhet finns till fredag",
    ctaText:
      "Importera ett kalkylark eller registrera er första dator med osquery i dag. Provperioden är gratis i 90 dagar och kräver inget kreditkort.",
    snapshot: {
      label: "Illustration av Fleetwards flottöversikt",
      title: "Flottöversikt",
      synced: "Synkad för 3 min sedan",
      devices: "enheter",
      encrypted: "krypterade",
      attention: "behöver åtgärd",
      needsUpdate: "Behöver uppdatering",
      notEncrypted: "Inte krypterad",
      healthy: "OK",
    },
    posture: {
      title: "Säkerhetsläge · acme.fleetward.com",
      lastSync: "Senaste synk för 4 minuter sedan",
      managed: "Hanterade enheter",
      managedNote: "+36 den här månaden",
      passAll: "Klarar alla fyra kontrollerna",
      passAllNote: "upp från 78 % i augusti",
      attention: "Behöver åtgärd",
      attentionNote: "23 av dem kritiska",
      encryption: "Diskkryptering",
      patch: "Uppdateringsnivå för OS",
      lock: "Skärmlås",
      protection: "Endpoint-skydd",
      pass: "{{percent}} % godkända",
      critical: "Kritisk",
      high: "Hög",
      salesPool: "Säljavdelningens pool",
      issueUpdate: "Säkerhetsuppdatering saknas sedan 21 dagar",
      issueProtection: "Endpoint-skyddet rapporterar inte",
      issueLock: "Inget skärmlås inställt",
      caption: "Produktillustration med exempeldata från en fiktiv organisation med 1 284 enheter.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Arbetsflöden automatiserar de mest hektiska dagarna i en enhets liv: en nyanställds första morgon och en avgående medarbetares sista eftermiddag. Tidig åtkomst öppnar för Business- och Enterprise-kunder när nedräkningen är slut.",
    upcomingTitle: "Det här är på väg",
    upcoming: [
      "Introduktionsflöden som tilldelar en nyanställd dator, telefon och licenser från ett enda formulär",
      "Checklistor för avslut som öppnas automatiskt när HR avslutar ett kontrakt, med returetiketter",
      "Godkännandesteg för inköp över en budget som du sätter per kostnadsställe",
    ],
    shape:
      "Vill du vara med och forma det? Skriv till <mail>product@fleetward.com</mail> och berätta hur ditt team tar emot nyanställda i dag. Vi publicerar framstegen i ändringsloggen varje månad.",
    readChangelog: "Läs ändringsloggen",
    maintenanceEyebrow: "Vi är snart tillbaka",
    maintenanceLead:
      "Vi uppgraderar databasen som lagrar era arbetsytor till en snabbare version. Era data är säkra och inget går förlorat medan tjänsten är pausad.",
    unavailable: "Inte tillgängligt",
    unavailableText: "Arbetsytor, inloggning och REST-API:t",
    notAffected: "Påverkas inte",
    notAffectedText:
      "Era enheter: osquery fortsätter att köra på dem och rapporterar igen när tjänsten är tillbaka",
    maintenanceContact:
      "Administratörer får ett mejl från <status>status@fleetward.com</status> när arbetet börjar och när det är klart. Något brådskande som inte kan vänta? Skriv till <support>support@fleetward.com</support>; Enterprise-kunder kan också ringa sin akuta supportlinje.",
    thankYouEyebrow: "Meddelandet har tagits emot",
    thankYouLead:
      "Tack för att du kontaktade Fleetward. Ditt meddelande ligger i vår kö och har skickats till det team som kan svara.",
    nextTitle: "Vad händer nu",
    nextSteps: [
      "Inom några minuter får du ett bekräftelsemejl med en kopia av ditt meddelande. Om det inte kommer, titta i skräpposten.",
      "En person från rätt team, inte en bot, svarar inom en arbetsdag.",
      "Gäller frågan en befintlig arbetsyta, ange dess adress i ditt svar så hittar vi den snabbt.",
    ],
    whileYouWait:
      "Medan du väntar svarar <guides>installationsguiderna</guides> på de flesta frågor under första veckan, och <faqs>vanliga frågor</faqs> täcker provperiod, fakturering och säkerhet.",
    readBlog: "Läs bloggen",
  },
  contact: {
    eyebrow: "Kontakt",
    lead: "Frågor om priser, en flytt från kalkylark eller din provarbetsyta? Skriv till oss så svarar en person från rätt team inom en arbetsdag.",
    sendTitle: "Skicka ett meddelande",
    beforeTitle: "Innan du skriver",
    beforeSupport:
      "Redan kund och har problem i din arbetsyta? <page>Supportformuläret</page> prioriterar ärendet efter allvarlighetsgrad.",
    beforeGuides: "Många frågor om installation besvaras i <page>steg-för-steg-guiderna</page>.",
    beforeSecrets:
      "Skicka aldrig lösenord, återställningsnycklar eller personuppgifter om anställda via det här formuläret.",
    otherTitle: "Fler sätt att nå oss",
    phoneOrVisit:
      "Föredrar du telefon eller ett besök? Se våra <page>kontor i Berlin, Amsterdam och Austin</page>.",
    detailLead:
      "Tre kontor, fyra brevlådor och en regel: en riktig person från rätt team svarar. Besök är välkomna efter överenskommelse.",
    sendMessage: "Skicka ett meddelande",
    officesTitle: "Våra kontor",
    holidays:
      "Kontoren är stängda på helgdagar i Berlin, Nordholland respektive Texas. Support för brådskande Enterprise-ärenden fortsätter de dagarna.",
    mailboxesTitle: "Mejla rätt team",
    response: "Svar: ",
    phone: "Telefon",
    openingHours: "Öppettider",
    gettingHere: "Hitta hit",
    companyTitle: "Företagsuppgifter",
    registered: "Registrerat bolag",
    vat: "Momsregistreringsnummer",
    directors: "Verkställande direktörer",
    dpo: "Dataskyddsombud",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Huvudkontor",
        country: "Tyskland",
        hours: "Måndag till fredag, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 sommartid)",
        directions: "5 minuter från U6 Naturkundemuseum. Besöksentré på innergården, 3:e våningen.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Produkt och kunder i Benelux",
        country: "Nederländerna",
        hours: "Måndag till fredag, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 sommartid)",
        directions:
          "10 minuters promenad från Amsterdam Centraal; spårvagn 13 och 17 stannar vid Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Kunder i Nordamerika",
        country: "USA",
        hours: "Måndag till fredag, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 sommartid)",
        directions:
          "I centrum vid Congress och 6th. Besöksparkering i One American Centers garage.",
      },
    },
    mailboxes: {
      sales: {
        team: "Försäljning",
        use: "Offerter, Enterprise-planer, inköpsordrar och volympriser.",
        response: "Inom en arbetsdag",
      },
      support: {
        team: "Support",
        use: "Hjälp med arbetsyta, registrering med osquery, importer och fakturering.",
        response:
          "Provperiod: 2 arbetsdagar. Business: 8 arbetstimmar. Enterprise: 1 timme för brådskande ärenden.",
      },
      security: {
        team: "Säkerhet",
        use: "Rapporter om sårbarheter och säkerhetsenkäter. PGP-nyckel på begäran.",
        response: "Bekräftelse inom 24 timmar, årets alla dagar",
      },
      press: {
        team: "Press",
        use: "Intervjuer, logotyper, skärmbilder av produkten och fakta om företaget.",
        response: "Inom två arbetsdagar",
      },
    },
    form: {
      topics: {
        sales: "Priser och planer",
        trial: "Min kostnadsfria provperiod",
        support: "Hjälp med min arbetsyta",
        billing: "Fakturor och betalning",
        partnership: "Partnerskap och återförsäljare",
        press: "Press och media",
        other: "Något annat",
      },
      sent: "Meddelandet har skickats. Vi svarar inom en arbetsdag.",
      name: "Ditt namn",
      email: "Jobbmejl",
      company: "Företag (valfritt)",
      topic: "Ämne",
      message: "Meddelande",
      messageHint:
        "Berätta hur många enheter ni hanterar och hur ni håller reda på dem i dag. 20 till 5 000 tecken.",
      sending: "Skickar…",
      send: "Skicka meddelande",
      privacy: "Vi använder dina uppgifter endast för att svara på det här meddelandet.",
    },
  },
};
