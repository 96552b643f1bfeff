import type { CompanyText } from "./en.ts";

export const svCompany: CompanyText = {
  pricing: {
    eyebrow: "Priser",
    lead: "Ett pris per enhet, alla funktioner ditt team behöver och ingen avgift för tillbehör eller administratörer. Börja med 90 dagar gratis och bestäm dig utifrån dina egna data.",
    plansTitle: "Planer",
    mostTeams: "De flesta team väljer den här",
    customPrice: "Offert",
    trialPriceNote: "i 90 dagar, utan kreditkort",
    trialCta: "Starta gratis provperiod",
    trialNote: "Beta: dataexport är inte tillgänglig under provperioden.",
    customPriceNote: "för 2 000 enheter eller fler",
    salesCta: "Prata med försäljning",
    paidPriceNote: "per enhet och månad, faktureras månadsvis eller årsvis",
    paidCta: "Börja med provperioden",
    vatNote:
      "Priserna är exklusive moms. Den kostnadsfria provperioden är en beta: läs <page>villkoren för provperioden</page> innan du lagrar data i den.",
    estimateTitle: "Beräkna din kostnad",
    devicesLabel: "Antal enheter",
    devicesHint:
      "Bärbara och stationära datorer, telefoner, surfplattor och servrar. Tillbehör är gratis.",
    billedMonthly: "{{plan}}, månadsfakturering",
    billedYearly: "{{plan}}, årsfakturering",
    perMonth: "per månad",
    perYear: "per år",
    youSave: "Du sparar {{amount}} per år",
    compareTitle: "Jämför funktioner",
    compareCaption: "Funktioner som ingår i varje plan",
    featureColumn: "Funktion",
    included: "Ingår",
    notIncluded: "Ingår inte",
    groups: {
      inventory: "Inventarier",
      posture: "Säkerhetsstatus",
      lifecycle: "Livscykel och licenser",
      data: "Data och administration",
      support: "Support",
    },
    features: {
      managedDevices: "Hanterade enheter",
      nonDeviceAssets: "Övriga tillgångar (skärmar, dockor, telefoner)",
      csvImport: "CSV-import",
      mdmConnectors: "Enheter som rapporterar via osquery (Windows, macOS, Linux)",
      customFields: "Anpassade fält",
      postureChecks: "Diskkryptering, patchnivå, skärmlås, endpoint-skydd",
      postureEmail: "E-postlarm om säkerhetsstatus",
      customPolicies: "Egna policyer och tröskelvärden",
      alerts: "E-postlarm och webhooks",
      checkInOut: "Utlåning och återlämning med påminnelser",
      warranty: "Planering av garantier och utbyten",
      licences: "Spårning av programvarulicenser",
      offboarding: "Checklistor för avslut",
      export: "Dataexport (CSV, REST API)",
      auditLog: "Lagring av granskningslogg",
      sso: "SAML-inloggning (SSO) och SCIM",
      entities: "Flera bolag och kostnadsställen",
      residency: "Datalagring inom EU",
      helpCentre: "Hjälpcenter, guider och communityforum",
      responseTime: "Första svarstid",
      onboarding: "Introduktionsmöte",
      uptime: "Tillgänglighetsåtagande",
    },
    values: {
      upTo250: "Upp till 250",
      unlimited: "Obegränsat",
      upTo10Products: "Upp till 10 produkter",
      days30: "30 dagar",
      months12: "12 månader",
      years3: "3 år",
      euOrUs: "EU eller USA",
      businessDays2: "2 arbetsdagar",
      businessHours8: "8 arbetstimmar",
      hour1Urgent: "1 timme (brådskande)",
      session60: "1 × 60 min",
      guidedRollout: "Guidad utrullning",
      uptime995: "99,5 %",
      sla999: "99,9 % SLA",
    },
    faqTitle: "Frågor om fakturering",
    faqs: [
      {
        question: "Vad räknas som en enhet?",
        answer:
          "En bärbar dator, stationär dator, telefon, surfplatta eller server i ert register, oavsett om den rapporterar via osquery eller har lagts till för hand eller genom import. Skärmar, dockor, headset och andra tillbehör registreras som tillgångar och är gratis.",
      },
      {
        question: "Hur beräknas månadsfakturan?",
        answer:
          "Vi räknar dina aktiva enheter varje dag och fakturerar månadens högsta antal. Växer du från 180 till 195 enheter i mars blir aprilfakturan 195 × 4 € = 780 € plus moms där det gäller.",
      },
      {
        question: "Finns det rabatt vid årsbetalning?",
        answer:
          "Ja. Årsbetalning kostar 40 € per enhet och år i stället för 48 €, alltså två månader gratis. Du kan lägga till enheter under året; de faktureras proportionellt på nästa faktura.",
      },
      {
        question: "Vad händer när min provperiod tar slut?",
        answer:
          "Efter 90 dagar inaktiveras provarbetsytan automatiskt. Uppgradera till Business före dess för att fortsätta utan avbrott; dina enheter, personer och historik finns kvar precis som de är.",
      },
      {
        question: "Vilka betalningssätt accepterar ni?",
        answer:
          "Kredit- och betalkort (Visa, Mastercard, American Express) och SEPA-autogiro i alla planer. Enterprise-kunder kan även betala via banköverföring mot inköpsorder, med 30 dagars betalningsvillkor.",
      },
      {
        question: "Kan jag säga upp när som helst?",
        answer:
          "Månadsplaner kan sägas upp när som helst och upphör vid faktureringsmånadens slut. Årsplaner löper till slutet av det betalda året. Innan du slutar kan du exportera alla dina data som CSV eller via API:et.",
      },
      {
        question: "Tar ni ut moms?",
        answer:
          "Priserna är exklusive moms. Företag inom EU med giltigt momsregistreringsnummer faktureras med omvänd skattskyldighet; vi validerar numret mot VIES när du anger det under fakturering.",
      },
    ],
    moreQuestions:
      "Har du en annan fråga om fakturor eller inköpsordrar? <page>Kontakta vårt säljteam</page>.",
  },
  about: {
    eyebrow: "Företaget",
    storyTitle: "Vår historia",
    story: [
      "Fleetward började på en it-avdelning som höll reda på 1 400 bärbara datorer i tre kalkylblad, ett ärendesystem och minnet hos en mycket tålmodig kollega. Revisioner tog veckor och borttappade enheter upptäcktes månader för sent.",
      "Vi byggde verktyget vi själva ville ha: ett ställe som känner till varje enhet, vem som har den, om den är säker och när den ska bytas ut – utan något att installera på en server.",
    ],
    principlesTitle: "Det här tror vi på",
    principles: [
      {
        title: "Korrekt före smart",
        text: "Ett inventarium är bara användbart när det stämmer. Varje enhetspost visar var dess data kommer ifrån och när de senast bekräftades.",
      },
      {
        title: "Säkerhet som går att läsa",
        text: "Kryptering, patchnivå, skärmlås och endpoint-skydd visas som tydliga svar, inte som poäng man måste tolka.",
      },
      {
        title: "Snabbt för små team",
        text: "De flesta it-team består av en handfull personer. Med Fleetward kan en person registrera hundra bärbara datorer före lunch.",
      },
    ],
    numbersTitle: "Vad Fleetward gör",
    figures: [
      { value: "osquery", label: "Agenten med öppen källkod som dina enheter rapporterar genom" },
      { value: "16", label: "Språk i appen och i dess e-post" },
      {
        value: "REST API",
        label: "Varje åtgärd i arbetsytan, dokumenterad i OpenAPI, med signerade webhooks",
      },
    ],
    officesTitle: "Var vi arbetar",
    officesIntro:
      "Kunddata lagras i Frankfurt i Tyskland. Våra supporttider följer solen från Berlin till Austin, så ett ärende som skickas en vardag väntar sällan över natten.",
    offices: [
      {
        city: "Berlin",
        role: "Huvudkontor: utveckling, säkerhet och support för Europa",
      },
      {
        city: "Amsterdam",
        role: "Produkt, design och vårt kundteam för Benelux",
      },
      {
        city: "Austin",
        role: "Customer success och support för Nordamerika",
      },
    ],
    contactLink: "Adresser, telefonnummer och öppettider",
  },
  team: {
    eyebrow: "Företaget",
    lead: "De flesta av oss har arbetat med it-drift, och därför har produkten bestämda åsikter om korrekta poster och tysta aviseringar.",
    peopleTitle: "Ledningen och personerna du kommer att möta",
    members: {
      lena: {
        role: "Medgrundare och vd",
        location: "Berlin",
        bio: "Ledde it på ett logistikföretag med 1 400 anställda och gick igenom tre revisioner med kalkylblad. Ägnar en dag i veckan åt kundsamtal och läser fortfarande varje uppsägningsorsak.",
      },
      daniel: {
        role: "Medgrundare och CTO",
        location: "Berlin",
        bio: "Byggde inventariemjukvara på två europeiska SaaS-företag. Äger datamodellen, osquery-mottagningen och regeln att varje post säger var dess data kommer ifrån.",
      },
      sanne: {
        role: "Produktchef",
        location: "Amsterdam",
        bio: "Var tidigare produktansvarig för ett helpdeskverktyg som används av 9 000 it-team. Gör supportärenden till roadmappunkter och håller utlåningsflödet på tre klick.",
      },
      marcus: {
        role: "Chef för Customer Success",
        location: "Austin",
        bio: "Hanterade ett skoldistrikts 6 000 enheter innan han började här. Leder introduktionen för varje Enterprise-kund och håller i den månatliga öppna frågestunden.",
      },
      yuki: {
        role: "Säkerhetschef",
        location: "Amsterdam",
        bio: "Tidigare penetrationstestare och incidenthanterare. Ansvarar för vår hotmodellering, bug bounty-programmet och säkerhetsgranskningen som varje release går igenom.",
      },
      priya: {
        role: "Staff Engineer, enhetsintegrationer",
        location: "Berlin",
        bio: "Underhåller osquery-integrationen: registrering, flags-filen och policybiblioteket. Har åsikter om serienummerformat och kan bevisa var och en med en felrapport.",
      },
      jonas: {
        role: "Teamledare, support",
        location: "Berlin",
        bio: "Åtta år på it-servicedesk. Skrev de flesta guiderna i hjälpcentret och håller vår mediantid för första svar under två timmar på vardagar.",
      },
      amara: {
        role: "Senior produktdesigner",
        location: "Austin",
        bio: "Designar instrumentpanelerna, de mobila återlämningsvyerna och tillgänglighetsgranskningarna. Testar varje vy i 375 pixlars bredd och med skärmläsare innan den släpps.",
      },
    },
    habitsTitle: "Så arbetar vi",
    habits: [
      "Alla, även utvecklare, svarar på supportärenden en dag i månaden.",
      "Vi skriver ner beslut: ett förslag på en sida före varje ändring som kunderna kommer att märka.",
      "Möten slutar senast 16.00 Berlintid så att Austin och Berlin delar två arbetstimmar utan sena kvällar.",
    ],
    joinTitle: "Jobba med oss",
    join: "Vi söker en senior backendutvecklare, en customer success manager för DACH-regionen och en teknisk skribent. Alla roller kan vara på distans inom två timmars tidsskillnad från Berlin eller Austin.",
    openRoles: "Se lediga tjänster",
    aboutLink: "Om Fleetward",
  },
  testimonials: {
    eyebrow: "Exempel",
    lead: "Nio påhittade it-team, från en stiftelse med 64 enheter till en skolkoncern med 3 150, visar vad som ändras när enheterna flyttar in i Fleetward. Personerna, organisationerna och citaten är påhittade; de är inte kunder.",
    quotesTitle: "Med egna ord",
    fleet: "{{count}} enheter · {{sector}}",
    items: {
      katrin: {
        quote:
          "Vår senaste revision krävde bevis på att varje bärbar dator var krypterad. Förr tog det två personer en vecka. Den här gången exporterade jag säkerhetsrapporten och revisorn hade inga följdfrågor.",
        role: "It-chef",
        sector: "Logistik",
      },
      tom: {
        quote:
          "Första veckan hittade vi 37 bärbara datorer som ingen hade loggat in på på över 90 dagar. Hälften låg i ett skåp; vi delade ut dem igen i stället för att köpa nya.",
        role: "Chef för it-drift",
        sector: "Hälso- och sjukvård",
      },
      meiLin: {
        quote:
          "Utlåningen av lånedatorer ersatte en papperslista i receptionen. Varje morgon får vi listan över försenade lån, så vi ber om en dator tillbaka samma dag den är försenad, inte en vecka senare.",
        role: "Servicedeskansvarig",
        sector: "Utbildning",
      },
      rafael: {
        quote:
          "Vi provade Snipe-IT och ett kalkylark innan det här. Vi importerade Snipe-IT-exporten, och nu stämmer inventariet utan att någon behöver vakta det, eftersom våra datorer rapporterar via osquery av sig själva.",
        role: "Systemadministratör",
        sector: "Teknikkonsult",
      },
      charlotte: {
        quote:
          "Licensuppföljningen betalade ensam prenumerationen. Vi betalade för 120 licenser i ett designverktyg och använde 74; förnyelsesamtalet blev helt annorlunda i år.",
        role: "Ekonomi- och driftchef",
        sector: "Konsulttjänster",
      },
      jakub: {
        quote:
          "Som ett IT-team på två personer på fyra orter kan vi inte bevaka varje instrumentpanel. Vi får ett e-postmeddelande när en enhet börjar underkännas av en policy, och inget annat.",
        role: "It-samordnare",
        sector: "Juridik",
      },
      aisha: {
        quote:
          "Offboarding innebar förr att jaga chefer efter datorer. Nu visar den avgåendes sida varje enhet och licensplats personen har, vi checkar in dem sista dagen och får tillbaka nästan allt.",
        role: "People Operations Manager",
        sector: "Detaljhandel",
      },
      henrik: {
        quote:
          "Säkerhetsteamet och it-teamet tittar äntligen på samma siffror. Patchefterlevnaden gick från 71 till 96 procent på ett kvartal, mest för att alla kunde se samma lista.",
        role: "CISO",
        sector: "Finansiella tjänster",
      },
      grace: {
        quote:
          "Installationen tog en eftermiddag: en CSV-import, osquery på våra bärbara datorer och en plats per kontor. Supporten svarade på min enda fråga på under en timme – en fredag.",
        role: "It-generalist",
        sector: "Ideell sektor",
      },
    },
    tryTitle: "Prova på dina egna enheter",
    try: "Den kostnadsfria provperioden pågår i 90 dagar på era riktiga enheter. Importera en CSV, registrera era datorer med osquery och se er egen säkerhetsrapport samma dag.",
    trialCta: "Starta gratis provperiod",
    storiesLink: "Läs exempelberättelserna",
  },
  services: {
    eyebrow: "Det här gör vi",
    lead: "Fleetward är i första hand en produkt: inventarier, säkerhetsstatus, licenser och livscykel i en app. Vill du komma i mål snabbare gör vårt team migreringen, utrullningen och revisionsförberedelserna tillsammans med dig.",
    trialCta: "Starta gratis provperiod",
    engineerCta: "Prata med en lösningsspecialist",
    productTitle: "I produkten",
    productIntro: "Ingår i alla planer, redan från den kostnadsfria provperioden på 90 dagar.",
    professionalTitle: "Professionella tjänster",
    professionalIntro:
      "Projekt till fast pris, levererade av dem som bygger Fleetward. Ingår i Enterprise; tillgängliga för Business-kunder från 1 200 € per projekt.",
    detailLink: "Så fungerar övervakningen av enhetssäkerhet",
    items: {
      inventory: {
        name: "Tillgångsinventering",
        summary:
          "En post per bärbar dator, telefon, server och tillbehör, som hålls aktuell av osquery på era datorer och av ert team.",
        points: [
          "Serienummer, modell, inköpsdatum, garanti och kostnad på varje post",
          "Datorer med osquery rapporterar hårdvara, system och programvara och kopplas till sin tillgång via serienumret",
          "Import från CSV- eller XLSX-filer, även en Snipe-IT-export",
        ],
      },
      security: {
        name: "Övervakning av enhetssäkerhet",
        summary:
          "Se vilka enheter som saknar kryptering, patchar, skärmlås eller skydd, och åtgärda dem först.",
        points: [
          "Fyra kontroller på varje hanterad enhet, förklarade på vanlig svenska",
          "Policyer från biblioteket eller er egen skrivskyddade SQL, med egna tröskelvärden",
          "E-postlarm när en enhet börjar underkännas av en policy, och webhooks",
        ],
      },
      licences: {
        name: "Licensuppföljning",
        summary:
          "Vet hur många licenser du betalar för, hur många som är tilldelade och när varje avtal förnyas.",
        points: [
          "Användar-, enhets- och prenumerationslicenser med kostnad per licens",
          "Daglig påminnelse via e-post om licenser som löper ut inom 30 dagar",
          "Oanvända licenser markeras före varje förnyelse",
        ],
      },
      lifecycle: {
        name: "Livscykelhantering",
        summary:
          "Planera inköp, utbyten och avveckling i en kalender i stället för ett kalkylblad.",
        points: [
          "Garantins slutdatum, med daglig påminnelse om garantier som löper ut inom 30 dagar",
          "Avvecklade tillgångar räknas inte längre som aktiva men behåller sin post och historik",
          "Fullständig historik över användare, platser och reparationer",
        ],
      },
      migration: {
        name: "Migrering från kalkylblad och andra verktyg",
        summary:
          "Vi mappar dina kolumner, rensar dubbletter och importerar din historik från Excel, Snipe-IT, GLPI eller Shelf. Typiskt projekt: 5 arbetsdagar för upp till 5 000 tillgångar.",
        points: [
          "Workshop om fältmappning (60 minuter)",
          "Testimport till en sandlåda som du kan granska",
          "Slutlig import med avstämningsrapport",
        ],
      },
      rollout: {
        name: "Guidad utrullning",
        summary:
          "En customer success manager planerar era första 30 dagar tillsammans med er: osquery-registrering, platser, policyer och den första säkerhetsgenomgången.",
        points: [
          "Uppstart och veckovisa avstämningar på 30 minuter",
          "Policymallar för ISO 27001 och Cyber Essentials",
          "Administratörsutbildning för upp till 10 personer",
        ],
      },
      audit: {
        name: "Genomgång av revisionsberedskap",
        summary:
          "Inför en ISO 27001-, SOC 2- eller NIS2-revision granskar vi ditt tillgångsregister och dina säkerhetsrapporter mot de kontroller revisorer frågar efter.",
        points: [
          "Gaplista kopplad till kontrollerna i bilaga A",
          "Bevispaket som du kan lämna till revisorn",
          "Uppföljande genomgång efter 30 dagar",
        ],
      },
    },
    engagementTitle: "Så går ett uppdrag till",
    engagementSteps: [
      {
        title: "Avgränsningssamtal",
        text: "30 minuter med en lösningsingenjör: hur många enheter, vilka operativsystem, vilka revisioner som väntar.",
      },
      {
        title: "Skriftligt förslag",
        text: "Ett fast pris och en plan med datum inom två arbetsdagar. Inga dagpriser som fortsätter ticka.",
      },
      {
        title: "Genomförande",
        text: "Arbetet sker i din prov- eller produktionsmiljö, med en gemensam checklista som du kan följa.",
      },
      {
        title: "Överlämning",
        text: "En inspelad genomgång och en avstämningsrapport, så att ditt team äger resultatet.",
      },
    ],
    comparePlans: "Jämför planer",
    offices: "Våra kontor",
  },
  serviceDetail: {
    eyebrow: "Tjänster",
    lead: "Fyra kontroller, körda av osquery på varje registrerad dator och besvarade på klarspråk: Är den krypterad, är den uppdaterad, låser den sig, är den skyddad? Ni ser de underkända enheterna först, med orsaken.",
    trialCta: "Starta gratis provperiod",
    allServices: "Alla tjänster",
    checksTitle: "De fyra kontrollerna",
    checksIntro:
      "Varje kontroll är en skrivskyddad osquery-SQL-policy från policybiblioteket. Där en policy har ett tröskelvärde, till exempel lägsta operativsystemversion eller tiden innan skärmen låses, bestämmer ni det.",
    passesWhen: "Godkänd när:",
    checks: [
      {
        title: "Diskkryptering",
        passes:
          "FileVault (macOS), BitLocker på systemenheten (Windows) eller LUKS på rotfilsystemet (Linux) är aktiverat.",
        why: "En borttappad dator med krypterad disk är ett besvär. Utan kryptering är det en anmälningspliktig personuppgiftsincident.",
      },
      {
        title: "Patchnivå för operativsystemet",
        passes:
          "macOS eller Windows har minst den lägsta version ni har angett, och automatiska uppdateringar är på (kontrolleras även på Linux).",
        why: "De flesta utnyttjade sårbarheter har haft en patch i månader. Hur gammal den saknade uppdateringen är betyder mer än antalet.",
      },
      {
        title: "Skärmlås",
        passes:
          "På Windows och macOS låses skärmen senast efter den tillåtna inaktiva tiden (15 minuter som standard) och kräver lösenordet.",
        why: "Olåsta enheter på kaféer, tåg och i delade kontor är den enklaste vägen in i en inloggad session.",
      },
      {
        title: "Endpoint-skydd",
        passes:
          "På Windows rapporterar Säkerhetscenter ett aktivt antivirus med aktuella signaturer; på macOS är Apples XProtect och dess definitioner installerade.",
        why: "En installerad men avstängd agent ser bra ut i en inköpslista och skyddar ingenting.",
      },
    ],
    howTitle: "Så fungerar det",
    steps: [
      "Installera osquery, agenten med öppen källkod, på varje dator med en registreringsnyckel och flags-filen som Fleetward ger er.",
      "osquery hör av sig själv, skickar enhetens uppgifter och kör varje policy, en skrivskyddad SQL-fråga, på enheten.",
      "Varje policy gäller de plattformar den är skriven för, med de tröskelvärden ni anger, till exempel lägsta macOS-version.",
      "Enheter som inte klarar kontrollerna visas på instrumentpanelen med ägare, orsak och datum då felet började.",
      "Ägare och administratörer får ett e-postmeddelande och en avisering i appen när en enhet börjar underkännas av en policy eller godkänns igen; webhooks kan skicka varje ändring vidare till era egna verktyg.",
    ],
    platformsTitle: "Plattformar som stöds",
    platformsIntro:
      "Vad varje plattform rapporterar via osquery och vilka kontroller policybiblioteket täcker.",
    platformsCaption: "Kontroller som stöds per plattform",
    columns: {
      platform: "Plattform",
      source: "Datakälla",
      encryption: "Kryptering",
      patch: "Patchnivå",
      lock: "Skärmlås",
      protection: "Endpoint-skydd",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Lägsta version, automatisk sökning efter uppdateringar",
        lock: "Ja",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Lägsta build, automatiska uppdateringar",
        lock: "Ja",
        protection: "Antivirus (Säkerhetscenter)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatiska uppdateringar",
        lock: "Ingen policy i biblioteket",
        protection: "Ingen policy i biblioteket",
      },
    ],
    boundariesTitle: "Det här gör vi aldrig",
    boundaries: [
      {
        title: "Inga återställningsnycklar",
        text: "Policyerna för diskkryptering frågar osquery om FileVault, BitLocker eller LUKS är påslaget. Vi läser, kopierar eller lagrar aldrig en återställningsnyckel.",
      },
      {
        title: "En agent som bara läser",
        text: "osquery, agenten med öppen källkod, svarar bara på läsfrågor: Fleetward ser en enhets tillstånd men kan inte ändra det.",
      },
      {
        title: "Inga tysta ändringar",
        text: "Fleetward rapporterar och påminner. Den skickar inga kommandon till era enheter: ingen fjärrlåsning, ingen radering.",
      },
    ],
    startTitle: "Se din egen säkerhetsstatus på en eftermiddag",
    start:
      "Registrera era första datorer med osquery och se deras säkerhetsrapport inom en timme. Provperioden är gratis i 90 dagar och kräver inget kreditkort.",
    guidesLink: "Läs installationsguiderna",
  },
  helpCentre: {
    eyebrow: "Hjälpcenter",
    lead: "Svar för Fleetward-administratörer, tekniker och provanvändare. Sök först: de flesta frågor besvaras på under en minut.",
    searchTitle: "Sök",
    topicsTitle: "Bläddra efter ämne",
    topics: [
      {
        title: "Vanliga frågor",
        text: "20 korta svar om konton, den kostnadsfria provperioden, enheter och säkerhet.",
        cta: "Visa vanliga frågor",
      },
      {
        title: "Steg-för-steg-guider",
        text: "Guider från er första CSV-import till att avveckla en enhet.",
        cta: "Öppna guiderna",
      },
      {
        title: "Kontakta support",
        text: "Supporttider, svarstider per plan och ett formulär som styr ditt ärende efter allvarlighetsgrad.",
        cta: "Få support",
      },
      {
        title: "Dokumentation och API",
        text: "Begrepp, konfiguration och REST API-referensen för integrationer.",
        cta: "Läs dokumentationen",
      },
    ],
    popularTitle: "Populära artiklar",
    popular: [
      { title: "Importera enheter från en CSV-fil", meta: "Guide · 15 min" },
      { title: "Registrera macOS-enheter", meta: "Guide · 20 min" },
      {
        title: "Vad händer när de 90 dagarna är slut?",
        meta: "Vanliga frågor · Gratis provperiod",
      },
      { title: "Konfigurera utlåning av bärbara datorer", meta: "Guide · 10 min" },
      { title: "Varför visas en enhet två gånger?", meta: "Vanliga frågor · Enheter" },
      { title: "Lagrar Fleetward återställningsnycklar?", meta: "Vanliga frågor · Säkerhet" },
    ],
    stillStuckTitle: "Fortfarande fast?",
    stillStuck:
      "Vårt supportteam arbetar måndag till fredag från 08.00 Berlintid till 17.00 Austintid. Skicka ett <support>supportärende</support> med adressen till din arbetsyta, eller fråga andra it-team i <forums>communityforumen</forums>.",
    faqs: {
      topicsLabel: "Ämnen för vanliga frågor",
      moreTitle: "Hittade du inte svaret?",
      more: "Följ en <guides>steg-för-steg-guide</guides> eller <support>skicka ett supportärende</support>. Vi svarar provanvändare inom två arbetsdagar och betalande kunder inom åtta arbetstimmar.",
    },
    guides: {
      allTitle: "Alla guider",
      stepsTitle: "Steg för steg",
      minutes: "{{minutes}} min",
      helpTitle: "Behöver du hjälp?",
      help: "Om ett steg inte stämmer med det du ser i din arbetsyta, berätta vilken guide och vilket steg i ett <support>supportärende</support>. Vi uppdaterar guiderna med varje månadsrelease.",
    },
    support: {
      lead: "Riktiga människor som kan enhetshantering svarar på varje ärende.",
      hoursTitle: "Supporttider",
      hours: [
        { region: "Europa", team: "Berlin", time: "Måndag till fredag, 08.00–18.00 CET" },
        { region: "Nordamerika", team: "Austin", time: "Måndag till fredag, 08.00–17.00 CT" },
        {
          region: "Brådskande problem",
          team: "Enterprise-jour",
          time: "Dygnet runt, alla dagar i veckan",
        },
      ],
      hoursNote:
        "Arbetstid omfattar inte helgdagar i Berlin och Texas. Brådskande Enterprise-ärenden hanteras även de dagarna.",
      slaTitle: "Svarstider per plan",
      slaIntro:
        "Tiden till vårt första svar från en människa, inte en automatisk bekräftelse. Allvarlighetsgraden väljer du i formuläret; vi kan justera den och säger i så fall till.",
      slaCaption: "Första svarstider per plan och allvarlighetsgrad",
      severityColumn: "Allvarlighetsgrad",
      planColumns: ["Gratis provperiod", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Brådskande",
          times: ["2 arbetsdagar", "4 arbetstimmar", "1 timme, dygnet runt"],
        },
        { severity: "Hög", times: ["2 arbetsdagar", "8 arbetstimmar", "4 arbetstimmar"] },
        { severity: "Normal", times: ["2 arbetsdagar", "8 arbetstimmar", "8 arbetstimmar"] },
        { severity: "Låg", times: ["5 arbetsdagar", "2 arbetsdagar", "1 arbetsdag"] },
      ],
      requestTitle: "Skicka ett supportärende",
      includeTitle: "Det här ska du ta med",
      checklist: [
        "Adressen till din arbetsyta, till exempel dittforetag.fleetward.com",
        "Vad du försökte göra, steg för steg",
        "Vad du förväntade dig och vad som hände i stället, med det exakta felmeddelandet",
        "När det började och om det gäller en användare, en enhet eller alla",
        "Serienummer eller inventarienummer för berörda enheter, om några",
        "En skärmbild där personuppgifter är suddade",
      ],
      vulnerability:
        "Vill du rapportera en sårbarhet? Skriv i stället till <mail>security@fleetward.com</mail>.",
      beforeTitle: "Innan du skriver",
      before:
        "Många frågor besvaras bland <faqs>vanliga frågor</faqs> och i <guides>installationsguiderna</guides>. Frågor om priser eller nya avtal går till vårt <sales>säljteam</sales>.",
    },
    form: {
      name: "Ditt namn",
      email: "E-postadress för ditt Fleetward-konto",
      subject: "Ämne",
      subjectHint: "En rad, till exempel: En Mac slutade rapportera den 12 november.",
      severity: "Allvarlighetsgrad",
      severities: {
        low: "Låg – en fråga eller ett kosmetiskt problem",
        normal: "Normal – något fungerar inte, men det finns en lösning",
        high: "Hög – en funktion ditt team är beroende av fungerar inte",
        urgent: "Brådskande – arbetsytan ligger nere eller data ser felaktiga ut",
      },
      description: "Beskrivning",
      descriptionHint:
        "Adressen till din arbetsyta, vad du gjorde, vad du förväntade dig och vad som hände i stället. Ange aldrig lösenord eller återställningsnycklar.",
      sending: "Skickar …",
      send: "Skicka supportärende",
      received: "Supportärende {{reference}} mottaget.",
      sent: "Vi har tagit emot ”{{subject}}” som ärende <ref>{{reference}}</ref>. Ange numret när du skriver till support@fleetward.com om det.",
    },
  },
  legal: {
    eyebrow: "Juridiskt",
    termsLead:
      "Avtalet mellan din organisation och Fleetward GmbH om användningen av Fleetward, från den kostnadsfria provperioden på 90 dagar till betalda Business- och Enterprise-abonnemang. Texten är på engelska.",
    privacyLead:
      "Vilka personuppgifter Fleetward behandlar när du besöker vår webbplats, använder ditt konto eller pratar med oss, varför vi behöver dem, hur länge vi sparar dem och hur du utövar dina rättigheter enligt GDPR. Texten är på engelska.",
  },
  documentation: {
    eyebrow: "Produkt",
    lead: "Hur Fleetward är uppbyggt, hur du konfigurerar en arbetsyta och hur du integrerar den via REST API:et. Instruktioner för enskilda uppgifter finns i hjälpcentret. Dokumentationen är på engelska.",
  },
};
