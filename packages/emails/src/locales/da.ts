import type { EmailStrings } from "./en.ts";

export const emailDa: EmailStrings = {
  common: {
    greeting: "Hej {{name}}",
    linkFallback: "Hvis knappen ikke virker, kan du kopiere denne adresse ind i din browser:",
    securityAlert: "Sikkerhedsadvarsel",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Tyskland",
    moment: "{{date}} kl. {{time}} UTC",
    browserOnSystem: "{{browser}} på {{system}}",
    unknownBrowser: "En ukendt browser",
  },
  confirmation: {
    subject: "Bekræft din e-mailadresse til Fleetward",
    preheader:
      "Ét klik, så er din adresse bekræftet, og du kan starte din prøveperiode på 90 dage.",
    reason:
      "Du modtager denne e-mail, fordi denne adresse blev brugt til at oprette en Fleetward-konto.",
    heading: "Bekræft din e-mailadresse",
    intro:
      "Tak, fordi du har oprettet en Fleetward-konto. Bekræft venligst, at dette er din e-mailadresse, så vi kan sende dig sikkerhedsadvarsler og fakturaer.",
    button: "Bekræft e-mailadresse",
    next: "Når adressen er bekræftet, kan du starte din gratis prøveperiode på 90 dage og tilmelde dine første enheder på cirka et kvarter.",
    linkHelp: {
      one: "Linket virker i {{count}} time. Hvis knappen ikke virker, kan du kopiere denne adresse ind i din browser:",
      other:
        "Linket virker i {{count}} timer. Hvis knappen ikke virker, kan du kopiere denne adresse ind i din browser:",
    },
    notYou:
      "Hvis du ikke har oprettet en konto, kan du se bort fra denne e-mail; adressen forbliver ubekræftet.",
    textIntro:
      "Tak, fordi du har oprettet en Fleetward-konto. Bekræft, at dette er din e-mailadresse, ved at åbne dette link:",
    textExpiry: {
      one: "Linket virker i {{count}} time.",
      other: "Linket virker i {{count}} timer.",
    },
  },
  passwordReset: {
    subject: "Nulstil din adgangskode til Fleetward",
    preheader: {
      one: "Brug dette link inden for {{count}} minut til at vælge en ny adgangskode.",
      other: "Brug dette link inden for {{count}} minutter til at vælge en ny adgangskode.",
    },
    reason:
      "Du modtager denne e-mail, fordi der er anmodet om nulstilling af adgangskoden til din Fleetward-konto.",
    heading: "Nulstil din adgangskode",
    intro: {
      one: "Vi har modtaget en anmodning om at nulstille adgangskoden til din Fleetward-konto. Vælg en ny adgangskode med knappen nedenfor. Linket virker én gang og udløber om {{count}} minut.",
      other:
        "Vi har modtaget en anmodning om at nulstille adgangskoden til din Fleetward-konto. Vælg en ny adgangskode med knappen nedenfor. Linket virker én gang og udløber om {{count}} minutter.",
    },
    button: "Vælg en ny adgangskode",
    requestedOn: "Anmodet den {{moment}}",
    requestedFrom: "Fra {{client}}",
    notYou:
      "Har du ikke bedt om dette? Så kan du se bort fra denne e-mail: Din adgangskode forbliver den samme. Hvis du modtager flere af disse e-mails uden at have bedt om dem, så skriv til os på security@fleetward.com.",
    textIntro:
      "Vi har modtaget en anmodning om at nulstille adgangskoden til din Fleetward-konto. Vælg en ny adgangskode her:",
    textExpiry: {
      one: "Linket virker én gang og udløber om {{count}} minut.",
      other: "Linket virker én gang og udløber om {{count}} minutter.",
    },
    textRequested: "Anmodet den {{moment}} fra {{client}}.",
    textNotYou:
      "Har du ikke bedt om dette? Så kan du se bort fra denne e-mail: Din adgangskode forbliver den samme.",
  },
  alert: {
    subject: {
      one: "Handling påkrævet: {{count}} sikkerhedstjek fejler på {{device}}",
      other: "Handling påkrævet: {{count}} sikkerhedstjek fejler på {{device}}",
    },
    preheader: "{{device}} har brug for et par minutter af din opmærksomhed.",
    reason:
      "Du modtager denne e-mail, fordi du er ejer af {{device}} i arbejdsområdet {{workspace}}.",
    heading: "Din bærbare computer kræver opmærksomhed",
    introOne:
      "Fleetward har fundet et sikkerhedstjek, der fejler på en enhed, som er tildelt dig. De fleste af disse problemer løses ved at genstarte enheden og installere ventende opdateringer.",
    introMany:
      "Fleetward har fundet sikkerhedstjek, der fejler på en enhed, som er tildelt dig. De fleste af disse problemer løses ved at genstarte enheden og installere ventende opdateringer.",
    serial: "serienummer {{serial}}",
    assignedTo: "tildelt {{name}}",
    failingSince: "Fejlet siden {{date}}",
    button: "Se, hvordan du løser det",
    escalation: {
      one: "Hvis tjekkene stadig fejler om {{count}} dag, bliver enheden indberettet til dit it-team som ikke-kompatibel. Mener du, at det er en fejl? Svar på denne e-mail, så modtager dit it-team den.",
      other:
        "Hvis tjekkene stadig fejler om {{count}} dage, bliver enheden indberettet til dit it-team som ikke-kompatibel. Mener du, at det er en fejl? Svar på denne e-mail, så modtager dit it-team den.",
    },
  },
  accountAlert: {
    reason: "Du modtager denne e-mail, fordi det er adressen på en Fleetward-konto.",
    signupAttempt: {
      title: "Nogen forsøgte at oprette en konto med din e-mailadresse",
      attempt:
        "Den {{moment}} forsøgte nogen ({{client}}) at oprette en ny Fleetward-konto med denne e-mailadresse. Den tilhører allerede din konto, så der blev ikke oprettet en ny konto.",
      advice:
        "Hvis det var dig, så log ind med din eksisterende konto, eller nulstil din adgangskode, hvis du har glemt den. Hvis det ikke var dig, kan du se bort fra denne e-mail: Din konto er ikke ændret.",
      action: "Log ind",
    },
    passwordChanged: {
      title: "Din adgangskode til Fleetward er blevet ændret",
      changedEverywhere:
        "Adgangskoden til din Fleetward-konto blev ændret den {{moment}}, og alle enheder, der var logget ind på din konto, er blevet logget ud.",
      changedElsewhere:
        "Adgangskoden til din Fleetward-konto blev ændret den {{moment}}, og alle andre enheder, der var logget ind på din konto, er blevet logget ud.",
      advice:
        "Hvis det var dig, behøver du ikke gøre mere. Hvis ikke, så nulstil din adgangskode nu, og giv os besked på security@fleetward.com.",
      action: "Nulstil din adgangskode",
    },
    secondFactors: {
      authenticatorApp: "en godkendelsesapp",
      passkey: "adgangsnøglen »{{name}}«",
      recoveryCodes: "et nyt sæt gendannelseskoder",
      addedTitle: "Din Fleetward-konto har fået en ny metode til totrinsbekræftelse",
      added:
        "Den {{moment}} blev {{factor}} føjet til din Fleetward-konto. Når du logger ind med din adgangskode, bliver du nu også bedt om et ekstra bekræftelsestrin.",
      removedTitle: "En metode til totrinsbekræftelse er fjernet fra din Fleetward-konto",
      removed: "Den {{moment}} blev {{factor}} fjernet fra din Fleetward-konto.",
      codesTitle: "Der er oprettet nye gendannelseskoder til din Fleetward-konto",
      codes:
        "Den {{moment}} blev {{factor}} oprettet til din Fleetward-konto. De koder, du havde før, virker ikke længere.",
      recoveryUsedTitle: "Der er logget ind på din Fleetward-konto med en gendannelseskode",
      recoveryUsed: {
        one: "Den {{moment}} loggede nogen ({{client}}) ind på din Fleetward-konto med en af dine gendannelseskoder. Du har {{count}} kode tilbage.",
        other:
          "Den {{moment}} loggede nogen ({{client}}) ind på din Fleetward-konto med en af dine gendannelseskoder. Du har {{count}} koder tilbage.",
      },
      advice:
        "Hvis det var dig, behøver du ikke gøre mere. Hvis ikke, så skift din adgangskode nu, gennemgå dine metoder til totrinsbekræftelse i kontoindstillingerne, og giv os besked på security@fleetward.com.",
      action: "Gennemgå din kontosikkerhed",
    },
    ssoChanged: {
      reason: "Du modtager denne e-mail, fordi du er ejer eller administrator af {{workspace}}.",
      title: "Virksomhedslogin for {{workspace}} er blevet ændret",
      connected:
        "Den {{moment}} forbandt {{actor}} {{workspace}} med en identitetsudbyder via {{protocol}}.",
      removed: "Den {{moment}} fjernede {{actor}} virksomhedslogin for {{workspace}}.",
      required:
        "Den {{moment}} gjorde {{actor}} virksomhedslogin obligatorisk for adresser under {{domains}}: Medlemmer med sådan en adresse kan nu kun logge ind i {{workspace}} via identitetsudbyderen.",
      notRequired:
        "Den {{moment}} gjorde {{actor}} virksomhedslogin valgfrit for {{workspace}}: Medlemmerne kan igen logge ind uden det.",
      domainVerified:
        "Den {{moment}} bekræftede {{actor}} domænet {{domain}} til virksomhedslogin for {{workspace}}: Personer med en adresse under dette domæne kan logge ind i arbejdsområdet via dets identitetsudbyder.",
      domainRemoved:
        "Den {{moment}} fjernede {{actor}} domænet {{domain}} fra virksomhedslogin for {{workspace}}.",
      advice:
        "Hvis du forventede denne ændring, behøver du ikke gøre noget. Hvis ikke, så gennemgå arbejdsområdets loginindstillinger nu: Den, der styrer virksomhedslogin, bestemmer, hvem der kan logge ind i arbejdsområdet.",
      action: "Gennemgå arbejdsområdets loginindstillinger",
    },
  },
  invoice: {
    subject: "Din Fleetward-faktura {{number}}",
    preheader: "Faktura {{number}}: {{total}} forfalder den {{date}}.",
    reason: "Du modtager denne e-mail, fordi du er faktureringskontakt for {{company}}.",
    heading: "Faktura {{number}}",
    intro:
      "Her er fakturaen for {{company}} for {{period}}. PDF-filen er vedhæftet og findes også på din konto.",
    issued: "Udstedt {{date}}",
    due: "Forfalder {{date}}",
    description: "Beskrivelse",
    quantity: "Antal",
    amount: "Beløb",
    unitPrice: "{{price}} pr. stk.",
    subtotal: "Subtotal",
    vat: "Moms {{percent}} %",
    total: "I alt til betaling",
    button: "Se og betal faktura",
    payment:
      "Betaler du med kort? Så skal du ikke gøre noget: Vi trækker beløbet på det registrerede kort på forfaldsdatoen. Spørgsmål til fakturaen? Svar på denne e-mail, så svarer vores faktureringsteam inden for én hverdag.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} har inviteret dig til {{workspace}} på Fleetward",
    preheader: "Bliv medlem af arbejdsområdet {{workspace}} med rollen {{role}}.",
    reason:
      "Du modtager denne e-mail, fordi {{inviter}} har inviteret denne adresse til et arbejdsområde på Fleetward.",
    heading: "Bliv medlem af {{workspace}} på Fleetward",
    intro:
      "{{inviter}} har inviteret dig til at arbejde i aktivregistret {{workspace}} med rollen {{role}}.",
    button: "Accepter invitationen",
    expiry: "Linket virker én gang og udløber {{moment}}.",
    notYou:
      "Havde du ikke ventet dette? Se bort fra denne e-mail: der sker intet, medmindre du accepterer.",
    textIntro:
      "{{inviter}} har inviteret dig til at arbejde i aktivregistret {{workspace}} med rollen {{role}}. Accepter invitationen her:",
    roles: {
      admin: "administrator",
      technician: "tekniker",
      viewer: "læser",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} punkt forfalder",
      other: "{{workspace}}: {{count}} punkter forfalder",
    },
    preheader: "Garantier, licenser og returneringer, der kræver opmærksomhed i {{workspace}}.",
    reason:
      "Du modtager denne e-mail, fordi du er ejer, administrator eller tekniker i arbejdsområdet {{workspace}}. Du kan slå påmindelser fra workspaces fra under Notifikationer i din Fleetward-konto.",
    heading: "Forfalder i {{workspace}}",
    intro: "Her er det, der kræver opmærksomhed i {{workspace}} den {{date}}.",
    warranties: "Garantier, der udløber inden for 30 dage",
    warrantyLine: "garantien udløber {{date}}",
    licenses: "Licenser, der udløber inden for 30 dage",
    licenseLine: "udløber {{date}}",
    overdue: "Forsinkede returneringer",
    overdueLine: "hos {{holder}}, skulle returneres {{date}}",
    overdueLineNoHolder: "skulle returneres {{date}}",
    more: {
      one: "…og {{count}} mere",
      other: "…og {{count}} mere",
    },
    seeAllOverdue: "Se alle forsinkede returneringer",
    button: "Åbn overblikket",
    summary: {
      warranties: {
        one: "{{count}} garanti udløber inden for 30 dage",
        other: "{{count}} garantier udløber inden for 30 dage",
      },
      licenses: {
        one: "{{count}} licens udløber inden for 30 dage",
        other: "{{count}} licenser udløber inden for 30 dage",
      },
      overdue: {
        one: "{{count}} returnering er forsinket",
        other: "{{count}} returneringer er forsinkede",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: enheder overholder ikke sikkerhedspolitikker",
    subjectPassing: "{{workspace}}: enheder overholder sikkerhedspolitikker igen",
    preheader:
      "Enheder, der er holdt op med eller igen overholder sikkerhedspolitikker i {{workspace}}.",
    reason:
      "Du modtager denne e-mail, fordi du er ejer eller administrator af arbejdsområdet {{workspace}}. Du kan slå e-mails om arbejdsområder fra under Notifikationer i din Fleetward-konto.",
    heading: "Ændringer i sikkerhedstilstanden i {{workspace}}",
    intro: "Disse enheder har skiftet tilstand i sikkerhedspolitikkerne for {{workspace}}.",
    failing: "Overholder ikke nu",
    passing: "Overholder igen",
    button: "Åbn sikkerhedsoverblikket",
  },
  sample: {
    diskEncryption: "Diskkryptering",
    diskEncryptionDetail: "BitLocker-beskyttelsen er sat på pause på drev C:.",
    osUpdates: "Opdateringer af operativsystemet",
    osUpdatesDetail: "Den seneste kumulative opdatering til Windows 11 er 12 dage forsinket.",
    invoiceLine: "Fleetward Business — enheder (højeste antal i {{period}})",
    city: "Amsterdam",
  },
};
