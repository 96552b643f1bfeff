import type { EmailStrings } from "./en.ts";

export const emailSv: EmailStrings = {
  common: {
    greeting: "Hej {{name}}!",
    linkFallback: "Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:",
    securityAlert: "Säkerhetsvarning",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Tyskland",
    moment: "{{date}} kl. {{time}} UTC",
    browserOnSystem: "{{browser}} på {{system}}",
    unknownBrowser: "En okänd webbläsare",
  },
  confirmation: {
    subject: "Bekräfta din e-postadress för Fleetward",
    preheader: "Ett klick för att bekräfta din adress och starta din provperiod på 90 dagar.",
    reason:
      "Du får det här meddelandet eftersom den här adressen användes för att skapa ett Fleetward-konto.",
    heading: "Bekräfta din e-postadress",
    intro:
      "Tack för att du har skapat ett Fleetward-konto. Bekräfta att det här är din e-postadress så att vi kan skicka säkerhetsvarningar och fakturor till dig.",
    button: "Bekräfta e-postadress",
    next: "När adressen är bekräftad kan du starta din kostnadsfria provperiod på 90 dagar och registrera dina första enheter på ungefär en kvart.",
    linkHelp: {
      one: "Länken gäller i {{count}} timme. Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:",
      other:
        "Länken gäller i {{count}} timmar. Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:",
    },
    notYou:
      "Om du inte har skapat något konto kan du bortse från det här meddelandet; adressen förblir obekräftad.",
    textIntro:
      "Tack för att du har skapat ett Fleetward-konto. Bekräfta att det här är din e-postadress genom att öppna den här länken:",
    textExpiry: {
      one: "Länken gäller i {{count}} timme.",
      other: "Länken gäller i {{count}} timmar.",
    },
  },
  passwordReset: {
    subject: "Återställ ditt lösenord för Fleetward",
    preheader: {
      one: "Använd den här länken inom {{count}} minut för att välja ett nytt lösenord.",
      other: "Använd den här länken inom {{count}} minuter för att välja ett nytt lösenord.",
    },
    reason:
      "Du får det här meddelandet eftersom någon har begärt återställning av lösenordet för ditt Fleetward-konto.",
    heading: "Återställ ditt lösenord",
    intro: {
      one: "Vi har fått en begäran om att återställa lösenordet för ditt Fleetward-konto. Välj ett nytt lösenord med knappen nedan. Länken fungerar en gång och slutar gälla om {{count}} minut.",
      other:
        "Vi har fått en begäran om att återställa lösenordet för ditt Fleetward-konto. Välj ett nytt lösenord med knappen nedan. Länken fungerar en gång och slutar gälla om {{count}} minuter.",
    },
    button: "Välj ett nytt lösenord",
    requestedOn: "Begärt {{moment}}",
    requestedFrom: "Från {{client}}",
    notYou:
      "Har du inte begärt detta? Då kan du bortse från det här meddelandet: ditt lösenord förblir detsamma. Om du får flera sådana meddelanden utan att ha bett om dem, kontakta oss på security@fleetward.com.",
    textIntro:
      "Vi har fått en begäran om att återställa lösenordet för ditt Fleetward-konto. Välj ett nytt lösenord här:",
    textExpiry: {
      one: "Länken fungerar en gång och slutar gälla om {{count}} minut.",
      other: "Länken fungerar en gång och slutar gälla om {{count}} minuter.",
    },
    textRequested: "Begärt {{moment}} från {{client}}.",
    textNotYou:
      "Har du inte begärt detta? Då kan du bortse från det här meddelandet: ditt lösenord förblir detsamma.",
  },
  alert: {
    subject: {
      one: "Åtgärd krävs: {{count}} säkerhetskontroll misslyckas på {{device}}",
      other: "Åtgärd krävs: {{count}} säkerhetskontroller misslyckas på {{device}}",
    },
    preheader: "{{device}} behöver några minuter av din uppmärksamhet.",
    reason:
      "Du får det här meddelandet eftersom du är ägare till {{device}} i arbetsytan {{workspace}}.",
    heading: "Din bärbara dator behöver åtgärdas",
    introOne:
      "Fleetward har upptäckt en säkerhetskontroll som misslyckas på en enhet som är tilldelad dig. Oftast löses det genom att du startar om enheten och installerar väntande uppdateringar.",
    introMany:
      "Fleetward har upptäckt säkerhetskontroller som misslyckas på en enhet som är tilldelad dig. Oftast löses det genom att du startar om enheten och installerar väntande uppdateringar.",
    serial: "serienummer {{serial}}",
    assignedTo: "tilldelad {{name}}",
    failingSince: "Misslyckas sedan {{date}}",
    button: "Se hur du åtgärdar det",
    escalation: {
      one: "Om kontrollerna fortfarande misslyckas om {{count}} dag rapporteras enheten till ditt IT-team som icke-kompatibel. Tror du att det är fel? Svara på det här meddelandet så når det ditt IT-team.",
      other:
        "Om kontrollerna fortfarande misslyckas om {{count}} dagar rapporteras enheten till ditt IT-team som icke-kompatibel. Tror du att det är fel? Svara på det här meddelandet så når det ditt IT-team.",
    },
  },
  accountAlert: {
    reason: "Du får det här meddelandet eftersom det är adressen till ett Fleetward-konto.",
    signupAttempt: {
      title: "Någon försökte registrera sig med din e-postadress",
      attempt:
        "Den {{moment}} försökte någon ({{client}}) skapa ett nytt Fleetward-konto med den här e-postadressen. Adressen hör redan till ditt konto, så inget nytt konto skapades.",
      advice:
        "Om det var du kan du logga in med ditt befintliga konto eller återställa lösenordet om du har glömt det. Om det inte var du kan du bortse från det här meddelandet: ditt konto har inte ändrats.",
      action: "Logga in",
    },
    passwordChanged: {
      title: "Ditt lösenord för Fleetward har ändrats",
      changedEverywhere:
        "Lösenordet för ditt Fleetward-konto ändrades den {{moment}}, och alla enheter som var inloggade på ditt konto har loggats ut.",
      changedElsewhere:
        "Lösenordet för ditt Fleetward-konto ändrades den {{moment}}, och alla andra enheter som var inloggade på ditt konto har loggats ut.",
      advice:
        "Om det var du behöver du inte göra något mer. Om inte, återställ ditt lösenord nu och meddela oss på security@fleetward.com.",
      action: "Återställ ditt lösenord",
    },
    secondFactors: {
      authenticatorApp: "en autentiseringsapp",
      passkey: "lösennyckeln ”{{name}}”",
      recoveryCodes: "en ny uppsättning återställningskoder",
      addedTitle: "En andra faktor har lagts till i ditt Fleetward-konto",
      added:
        "Den {{moment}} lades {{factor}} till i ditt Fleetward-konto. När du loggar in med ditt lösenord blir du nu också ombedd att använda en andra faktor.",
      removedTitle: "En andra faktor har tagits bort från ditt Fleetward-konto",
      removed: "Den {{moment}} togs {{factor}} bort från ditt Fleetward-konto.",
      codesTitle: "Nya återställningskoder har skapats för ditt Fleetward-konto",
      codes:
        "Den {{moment}} skapades {{factor}} för ditt Fleetward-konto. De koder du hade tidigare fungerar inte längre.",
      recoveryUsedTitle:
        "En återställningskod har använts för att logga in på ditt Fleetward-konto",
      recoveryUsed: {
        one: "Den {{moment}} loggade någon ({{client}}) in på ditt Fleetward-konto med en av dina återställningskoder. Du har {{count}} kod kvar.",
        other:
          "Den {{moment}} loggade någon ({{client}}) in på ditt Fleetward-konto med en av dina återställningskoder. Du har {{count}} koder kvar.",
      },
      advice:
        "Om det var du behöver du inte göra något mer. Om inte, byt lösenord nu, se över dina tvåfaktorsmetoder i kontoinställningarna och meddela oss på security@fleetward.com.",
      action: "Se över din kontosäkerhet",
    },
    ssoChanged: {
      reason:
        "Du får det här meddelandet eftersom du är ägare eller administratör för {{workspace}}.",
      title: "Företagsinloggningen för {{workspace}} har ändrats",
      connected:
        "Den {{moment}} kopplade {{actor}} {{workspace}} till en identitetsleverantör via {{protocol}}.",
      removed: "Den {{moment}} tog {{actor}} bort företagsinloggningen för {{workspace}}.",
      required:
        "Den {{moment}} gjorde {{actor}} företagsinloggningen obligatorisk för adresser på {{domains}}: medlemmar med en sådan adress kan nu bara logga in i {{workspace}} via identitetsleverantören.",
      notRequired:
        "Den {{moment}} slutade {{actor}} kräva företagsinloggning för {{workspace}}: medlemmarna kan logga in utan den igen.",
      domainVerified:
        "Den {{moment}} verifierade {{actor}} domänen {{domain}} för företagsinloggningen till {{workspace}}: personer med en adress på den domänen kan logga in i arbetsytan via dess identitetsleverantör.",
      domainRemoved:
        "Den {{moment}} tog {{actor}} bort domänen {{domain}} från företagsinloggningen för {{workspace}}.",
      advice:
        "Om du väntade dig den här ändringen behöver du inte göra något. Om inte, se över arbetsytans inloggningsinställningar nu: den som styr företagsinloggningen bestämmer vem som kan logga in i arbetsytan.",
      action: "Se över arbetsytans inloggningsinställningar",
    },
  },
  invoice: {
    subject: "Din Fleetward-faktura {{number}}",
    preheader: "Faktura {{number}}: {{total}} förfaller {{date}}.",
    reason: "Du får det här meddelandet eftersom du är faktureringskontakt för {{company}}.",
    heading: "Faktura {{number}}",
    intro:
      "Här är fakturan för {{company}} för {{period}}. PDF-filen är bifogad och finns även i ditt konto.",
    issued: "Utfärdad {{date}}",
    due: "Förfaller {{date}}",
    description: "Beskrivning",
    quantity: "Antal",
    amount: "Belopp",
    unitPrice: "{{price}} per st.",
    subtotal: "Delsumma",
    vat: "Moms {{percent}} %",
    total: "Att betala",
    button: "Visa och betala fakturan",
    payment:
      "Betalar du med kort? Då behöver du inte göra något: vi debiterar det registrerade kortet på förfallodagen. Frågor om fakturan? Svara på det här meddelandet så svarar vårt faktureringsteam inom en arbetsdag.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} har bjudit in dig till {{workspace}} på Fleetward",
    preheader: "Gå med i arbetsytan {{workspace}} med rollen {{role}}.",
    reason:
      "Du får det här meddelandet eftersom {{inviter}} har bjudit in den här adressen till en arbetsyta på Fleetward.",
    heading: "Gå med i {{workspace}} på Fleetward",
    intro:
      "{{inviter}} har bjudit in dig att arbeta i tillgångsregistret {{workspace}} med rollen {{role}}.",
    button: "Acceptera inbjudan",
    expiry: "Länken fungerar en gång och upphör att gälla {{moment}}.",
    notYou:
      "Väntade du dig inte detta? Bortse från meddelandet: ingenting händer om du inte accepterar.",
    textIntro:
      "{{inviter}} har bjudit in dig att arbeta i tillgångsregistret {{workspace}} med rollen {{role}}. Acceptera inbjudan här:",
    roles: {
      admin: "administratör",
      technician: "tekniker",
      viewer: "läsare",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} sak förfaller",
      other: "{{workspace}}: {{count}} saker förfaller",
    },
    preheader: "Garantier, licenser och återlämningar som behöver uppmärksamhet i {{workspace}}.",
    reason:
      "Du får det här meddelandet eftersom du är ägare, administratör eller tekniker i arbetsytan {{workspace}}. Du kan stänga av påminnelser från arbetsytan under Aviseringar i ditt Fleetward-konto.",
    heading: "Förfaller i {{workspace}}",
    intro: "Det här behöver uppmärksamhet i {{workspace}} den {{date}}.",
    warranties: "Garantier som löper ut inom 30 dagar",
    warrantyLine: "garantin löper ut {{date}}",
    licenses: "Licenser som löper ut inom 30 dagar",
    licenseLine: "löper ut {{date}}",
    overdue: "Försenade återlämningar",
    overdueLine: "hos {{holder}}, skulle lämnas tillbaka {{date}}",
    overdueLineNoHolder: "skulle lämnas tillbaka {{date}}",
    more: {
      one: "…och {{count}} till",
      other: "…och {{count}} till",
    },
    seeAllOverdue: "Visa alla försenade återlämningar",
    button: "Öppna översikten",
    summary: {
      warranties: {
        one: "{{count}} garanti löper ut inom 30 dagar",
        other: "{{count}} garantier löper ut inom 30 dagar",
      },
      licenses: {
        one: "{{count}} licens löper ut inom 30 dagar",
        other: "{{count}} licenser löper ut inom 30 dagar",
      },
      overdue: {
        one: "{{count}} återlämning är försenad",
        other: "{{count}} återlämningar är försenade",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: enheter uppfyller inte säkerhetspolicyer",
    subjectPassing: "{{workspace}}: enheter uppfyller säkerhetspolicyer igen",
    preheader:
      "Enheter som slutat uppfylla eller åter uppfyller säkerhetspolicyer i {{workspace}}.",
    reason:
      "Du får det här e-postmeddelandet eftersom du är ägare eller administratör för arbetsytan {{workspace}}. Du kan stänga av e-post om arbetsytor under Aviseringar i ditt Fleetward-konto.",
    heading: "Säkerhetsändringar i {{workspace}}",
    intro: "De här enheterna har bytt läge för säkerhetspolicyerna i {{workspace}}.",
    failing: "Uppfyller inte nu",
    passing: "Uppfyller igen",
    button: "Öppna säkerhetsöversikten",
  },
  sample: {
    diskEncryption: "Diskkryptering",
    diskEncryptionDetail: "BitLocker-skyddet är pausat på enhet C:.",
    osUpdates: "Operativsystemuppdateringar",
    osUpdatesDetail: "Den senaste kumulativa uppdateringen för Windows 11 är 12 dagar försenad.",
    invoiceLine: "Fleetward Business — enheter (högsta antal under {{period}})",
    city: "Amsterdam",
  },
};
