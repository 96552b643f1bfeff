import type { EmailStrings } from "./en.ts";

export const emailIt: EmailStrings = {
  common: {
    greeting: "Gentile {{name}},",
    linkFallback: "Se il pulsante non funziona, copi questo indirizzo nel browser:",
    securityAlert: "Avviso di sicurezza",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Germania",
    moment: "{{date}} alle {{time}} UTC",
    browserOnSystem: "{{browser}} su {{system}}",
    unknownBrowser: "Un browser sconosciuto",
  },
  confirmation: {
    subject: "Confermi il suo indirizzo e-mail per Fleetward",
    preheader: "Un clic per confermare l’indirizzo e iniziare la prova di 90 giorni.",
    reason:
      "Ha ricevuto questa e-mail perché questo indirizzo è stato usato per creare un account Fleetward.",
    heading: "Confermi il suo indirizzo e-mail",
    intro:
      "Grazie per aver creato un account Fleetward. Confermi che questo è il suo indirizzo e-mail, così potremo inviarle avvisi di sicurezza e fatture.",
    button: "Conferma indirizzo e-mail",
    next: "Dopo la conferma potrà iniziare la prova gratuita di 90 giorni e registrare i primi dispositivi in circa quindici minuti.",
    linkHelp: {
      one: "Questo link è valido per {{count}} ora. Se il pulsante non funziona, copi questo indirizzo nel browser:",
      other:
        "Questo link è valido per {{count}} ore. Se il pulsante non funziona, copi questo indirizzo nel browser:",
    },
    notYou:
      "Se non ha creato un account, ignori questa e-mail; l’indirizzo resterà non confermato.",
    textIntro:
      "Grazie per aver creato un account Fleetward. Confermi che questo è il suo indirizzo e-mail aprendo questo link:",
    textExpiry: {
      one: "Il link è valido per {{count}} ora.",
      other: "Il link è valido per {{count}} ore.",
    },
  },
  passwordReset: {
    subject: "Reimposti la password di Fleetward",
    preheader: {
      one: "Usi questo link entro {{count}} minuto per scegliere una nuova password.",
      other: "Usi questo link entro {{count}} minuti per scegliere una nuova password.",
    },
    reason:
      "Ha ricevuto questa e-mail perché è stata richiesta la reimpostazione della password del suo account Fleetward.",
    heading: "Reimposti la password",
    intro: {
      one: "Abbiamo ricevuto una richiesta di reimpostazione della password del suo account Fleetward. Scelga una nuova password con il pulsante qui sotto. Il link funziona una sola volta e scade tra {{count}} minuto.",
      other:
        "Abbiamo ricevuto una richiesta di reimpostazione della password del suo account Fleetward. Scelga una nuova password con il pulsante qui sotto. Il link funziona una sola volta e scade tra {{count}} minuti.",
    },
    button: "Scegli una nuova password",
    requestedOn: "Richiesta il {{moment}}",
    requestedFrom: "Da {{client}}",
    notYou:
      "Non ha fatto lei questa richiesta? Può ignorare questa e-mail: la sua password resta invariata. Se riceve più e-mail di questo tipo senza averle richieste, ce lo segnali a security@fleetward.com.",
    textIntro:
      "Abbiamo ricevuto una richiesta di reimpostazione della password del suo account Fleetward. Scelga una nuova password qui:",
    textExpiry: {
      one: "Il link funziona una sola volta e scade tra {{count}} minuto.",
      other: "Il link funziona una sola volta e scade tra {{count}} minuti.",
    },
    textRequested: "Richiesta il {{moment}} da {{client}}.",
    textNotYou:
      "Non ha fatto lei questa richiesta? Può ignorare questa e-mail: la sua password resta invariata.",
  },
  alert: {
    subject: {
      one: "Intervento richiesto: {{count}} controllo di sicurezza non superato su {{device}}",
      other: "Intervento richiesto: {{count}} controlli di sicurezza non superati su {{device}}",
    },
    preheader: "{{device}} richiede qualche minuto della sua attenzione.",
    reason:
      "Ha ricevuto questa e-mail perché è il proprietario di {{device}} nello spazio di lavoro {{workspace}}.",
    heading: "Il suo portatile richiede attenzione",
    introOne:
      "Fleetward ha rilevato un controllo di sicurezza non superato su un dispositivo assegnato a lei. Nella maggior parte dei casi basta riavviare il dispositivo e installare gli aggiornamenti in sospeso.",
    introMany:
      "Fleetward ha rilevato alcuni controlli di sicurezza non superati su un dispositivo assegnato a lei. Nella maggior parte dei casi basta riavviare il dispositivo e installare gli aggiornamenti in sospeso.",
    serial: "n. di serie {{serial}}",
    assignedTo: "assegnato a {{name}}",
    failingSince: "Non superato dal {{date}}",
    button: "Scopra come risolvere",
    escalation: {
      one: "Se tra {{count}} giorno i controlli non risulteranno ancora superati, il dispositivo verrà segnalato al suo team IT come non conforme. Pensa che si tratti di un errore? Risponda a questa e-mail e il suo team IT la riceverà.",
      other:
        "Se tra {{count}} giorni i controlli non risulteranno ancora superati, il dispositivo verrà segnalato al suo team IT come non conforme. Pensa che si tratti di un errore? Risponda a questa e-mail e il suo team IT la riceverà.",
    },
  },
  accountAlert: {
    reason: "Ha ricevuto questa e-mail perché questo è l’indirizzo di un account Fleetward.",
    signupAttempt: {
      title: "Qualcuno ha provato a registrarsi con il suo indirizzo e-mail",
      attempt:
        "Il {{moment}} qualcuno ({{client}}) ha provato a creare un nuovo account Fleetward con questo indirizzo e-mail. L’indirizzo appartiene già al suo account, quindi non è stato creato alcun nuovo account.",
      advice:
        "Se è stato lei, acceda con il suo account esistente oppure reimposti la password se l’ha dimenticata. In caso contrario, può ignorare questa e-mail: il suo account non è stato modificato.",
      action: "Accedi",
    },
    passwordChanged: {
      title: "La password di Fleetward è stata modificata",
      changedEverywhere:
        "La password del suo account Fleetward è stata modificata il {{moment}} e tutti i dispositivi connessi al suo account sono stati disconnessi.",
      changedElsewhere:
        "La password del suo account Fleetward è stata modificata il {{moment}} e tutti gli altri dispositivi connessi al suo account sono stati disconnessi.",
      advice:
        "Se è stato lei, non deve fare altro. In caso contrario, reimposti subito la password e ce lo segnali a security@fleetward.com.",
      action: "Reimposta la password",
    },
    secondFactors: {
      authenticatorApp: "un’app di autenticazione",
      passkey: "la passkey «{{name}}»",
      recoveryCodes: "un nuovo set di codici di recupero",
      addedTitle: "È stato aggiunto un secondo fattore al suo account Fleetward",
      added:
        "Il {{moment}} è stata aggiunta {{factor}} al suo account Fleetward. D’ora in poi, quando accede con la password, le verrà chiesto anche un secondo fattore.",
      removedTitle: "È stato rimosso un secondo fattore dal suo account Fleetward",
      removed: "Il {{moment}} è stata rimossa {{factor}} dal suo account Fleetward.",
      codesTitle: "Sono stati generati nuovi codici di recupero per il suo account Fleetward",
      codes:
        "Il {{moment}} è stato generato {{factor}} per il suo account Fleetward. I codici che aveva prima non funzionano più.",
      recoveryUsedTitle:
        "È stato usato un codice di recupero per accedere al suo account Fleetward",
      recoveryUsed: {
        one: "Il {{moment}} qualcuno ({{client}}) ha effettuato l’accesso al suo account Fleetward con uno dei suoi codici di recupero. Le resta {{count}} codice.",
        other:
          "Il {{moment}} qualcuno ({{client}}) ha effettuato l’accesso al suo account Fleetward con uno dei suoi codici di recupero. Le restano {{count}} codici.",
      },
      advice:
        "Se è stato lei, non deve fare altro. In caso contrario, cambi subito la password, controlli i secondi fattori nelle impostazioni dell’account e ce lo segnali a security@fleetward.com.",
      action: "Controlla la sicurezza dell’account",
    },
    ssoChanged: {
      reason: "Ha ricevuto questa e-mail perché è proprietario o amministratore di {{workspace}}.",
      title: "L’accesso aziendale di {{workspace}} è stato modificato",
      connected:
        "Il {{moment}} {{actor}} ha collegato {{workspace}} a un provider di identità tramite {{protocol}}.",
      removed: "Il {{moment}} {{actor}} ha rimosso l’accesso aziendale di {{workspace}}.",
      required:
        "Il {{moment}} {{actor}} ha reso obbligatorio l’accesso aziendale per gli indirizzi di {{domains}}: i membri con un indirizzo di questo tipo ora possono accedere a {{workspace}} solo tramite il provider di identità.",
      notRequired:
        "Il {{moment}} {{actor}} ha reso facoltativo l’accesso aziendale per {{workspace}}: i membri possono di nuovo accedere anche senza.",
      domainVerified:
        "Il {{moment}} {{actor}} ha verificato il dominio {{domain}} per l’accesso aziendale di {{workspace}}: chi ha un indirizzo di questo dominio può accedere allo spazio di lavoro tramite il suo provider di identità.",
      domainRemoved:
        "Il {{moment}} {{actor}} ha rimosso il dominio {{domain}} dall’accesso aziendale di {{workspace}}.",
      advice:
        "Se si aspettava questa modifica, non deve fare nulla. In caso contrario, controlli subito le impostazioni di accesso dello spazio di lavoro: chi controlla l’accesso aziendale decide chi può accedere allo spazio di lavoro.",
      action: "Controlla le impostazioni di accesso dello spazio di lavoro",
    },
  },
  invoice: {
    subject: "La sua fattura Fleetward {{number}}",
    preheader: "Fattura {{number}}: {{total}} con scadenza il {{date}}.",
    reason: "Ha ricevuto questa e-mail perché è un referente per la fatturazione di {{company}}.",
    heading: "Fattura {{number}}",
    intro:
      "Ecco la fattura di {{company}} per il periodo {{period}}. Il PDF è allegato ed è disponibile anche nel suo account.",
    issued: "Emessa il {{date}}",
    due: "Scadenza: {{date}}",
    description: "Descrizione",
    quantity: "Qtà",
    amount: "Importo",
    unitPrice: "{{price}} cad.",
    subtotal: "Subtotale",
    vat: "IVA {{percent}}%",
    total: "Totale dovuto",
    button: "Visualizza e paga la fattura",
    payment:
      "Paga con carta? Non deve fare nulla: addebiteremo l’importo sulla carta registrata alla data di scadenza. Domande su questa fattura? Risponda a questa e-mail e il nostro team di fatturazione le risponderà entro un giorno lavorativo.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} la invita in {{workspace}} su Fleetward",
    preheader: "Entri nello spazio di lavoro {{workspace}} con il ruolo {{role}}.",
    reason:
      "Riceve questa e-mail perché {{inviter}} ha invitato questo indirizzo in uno spazio di lavoro Fleetward.",
    heading: "Entri in {{workspace}} su Fleetward",
    intro: "{{inviter}} la invita a lavorare nell’inventario {{workspace}} con il ruolo {{role}}.",
    button: "Accetta l’invito",
    expiry: "Il link funziona una sola volta e scade il {{moment}}.",
    notYou: "Non se lo aspettava? Ignori questa e-mail: non succede nulla se non accetta.",
    textIntro:
      "{{inviter}} la invita a lavorare nell’inventario {{workspace}} con il ruolo {{role}}. Accetti l’invito qui:",
    roles: {
      admin: "amministratore",
      technician: "tecnico",
      viewer: "lettore",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} elemento in scadenza",
      other: "{{workspace}}: {{count}} elementi in scadenza",
    },
    preheader: "Garanzie, licenze e restituzioni che richiedono attenzione in {{workspace}}.",
    reason:
      "Ha ricevuto questa e-mail perché è proprietario, amministratore o tecnico dello spazio di lavoro {{workspace}}. Può disattivare i promemoria dello spazio di lavoro in Notifiche, nel suo account Fleetward.",
    heading: "In scadenza in {{workspace}}",
    intro: "Ecco cosa richiede attenzione in {{workspace}} il {{date}}.",
    warranties: "Garanzie in scadenza entro 30 giorni",
    warrantyLine: "garanzia fino al {{date}}",
    licenses: "Licenze in scadenza entro 30 giorni",
    licenseLine: "scade il {{date}}",
    overdue: "Restituzioni in ritardo",
    overdueLine: "presso {{holder}}, da restituire il {{date}}",
    overdueLineNoHolder: "da restituire il {{date}}",
    more: {
      one: "…e {{count}} altro",
      other: "…e altri {{count}}",
    },
    seeAllOverdue: "Vedi tutte le restituzioni in ritardo",
    button: "Apri la dashboard",
    summary: {
      warranties: {
        one: "{{count}} garanzia scade entro 30 giorni",
        other: "{{count}} garanzie scadono entro 30 giorni",
      },
      licenses: {
        one: "{{count}} licenza scade entro 30 giorni",
        other: "{{count}} licenze scadono entro 30 giorni",
      },
      overdue: {
        one: "{{count}} restituzione è in ritardo",
        other: "{{count}} restituzioni sono in ritardo",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: dispositivi non conformi ai criteri di sicurezza",
    subjectPassing: "{{workspace}}: dispositivi di nuovo conformi ai criteri di sicurezza",
    preheader:
      "Dispositivi che non sono più, o sono di nuovo, conformi ai criteri di sicurezza in {{workspace}}.",
    reason:
      "Ricevi questa e-mail perché sei proprietario o amministratore dello spazio di lavoro {{workspace}}. Puoi disattivare le e-mail dello spazio di lavoro in Notifiche, nel tuo account Fleetward.",
    heading: "Modifiche di sicurezza in {{workspace}}",
    intro:
      "Questi dispositivi hanno cambiato stato rispetto ai criteri di sicurezza di {{workspace}}.",
    failing: "Ora non conformi",
    passing: "Di nuovo conformi",
    button: "Apri la panoramica di sicurezza",
  },
  sample: {
    diskEncryption: "Crittografia del disco",
    diskEncryptionDetail: "La protezione BitLocker è sospesa sull’unità C:.",
    osUpdates: "Aggiornamenti del sistema operativo",
    osUpdatesDetail: "L’ultimo aggiornamento cumulativo di Windows 11 è in ritardo di 12 giorni.",
    invoiceLine: "Fleetward Business — dispositivi (numero massimo nel periodo {{period}})",
    city: "Amsterdam",
  },
};
