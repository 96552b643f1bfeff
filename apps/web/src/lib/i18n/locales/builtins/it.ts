import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Italian (see ./en.ts). */
export const itBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Pronto per l’assegnazione",
    Pending: "In attesa",
    "In repair": "In riparazione",
    Broken: "Guasto",
    Archived: "Archiviato",
    "Lost or stolen": "Perso o rubato",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Crittografia del disco attiva (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "L’unità di sistema C: è crittografata con BitLocker e la sua protezione è attiva.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Attiva BitLocker per l’unità C: (Pannello di controllo → Crittografia unità BitLocker) oppure riprendi la protezione se è sospesa.",
    "Disk encryption on (FileVault, macOS)": "Crittografia del disco attiva (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Almeno uno dei dischi del Mac è crittografato (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Attiva FileVault in Impostazioni di Sistema → Privacy e sicurezza → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Crittografia del disco attiva (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Il file system root si trova su un dispositivo crittografato (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Reinstalla scegliendo la crittografia completa del disco (LUKS) nel programma di installazione; una root non crittografata non può essere crittografata sul posto in modo sicuro.",
    "Firewall on (Windows)": "Firewall attivo (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Il Centro sicurezza di Windows segnala il firewall come integro.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Attiva Windows Defender Firewall per ogni profilo di rete.",
    "Firewall on (macOS)": "Firewall attivo (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Il firewall delle applicazioni è attivo (con eccezioni o bloccando tutto).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Attiva il firewall in Impostazioni di Sistema → Rete → Firewall.",
    "Firewall on (Linux)": "Firewall attivo (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld o nftables è in esecuzione.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Abilita un firewall: `sudo ufw enable` (Ubuntu) oppure `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Blocco schermo per inattività (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Il limite di inattività del computer blocca lo schermo entro i minuti consentiti.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Imposta «Accesso interattivo: limite di inattività del computer» (Criteri di sicurezza locali o Criteri di gruppo) al massimo sul tempo consentito.",
    "Screen locks when idle (macOS)": "Blocco schermo per inattività (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Un salvaschermo gestito si avvia entro i minuti consentiti e chiede la password.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Distribuisci un profilo salvaschermo (com.apple.screensaver: idleTime, askForPassword) tramite il tuo MDM.",
    "macOS at or above the minimum version": "macOS alla versione minima o superiore",
    "The Mac runs at least the given macOS version.":
      "Il Mac esegue almeno la versione di macOS indicata.",
    "Update macOS in System Settings → General → Software Update.":
      "Aggiorna macOS in Impostazioni di Sistema → Generali → Aggiornamento Software.",
    "Windows at or above the minimum build": "Windows alla build minima o superiore",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows esegue almeno la versione indicata (principale.secondaria.build, ad es. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Installa l’aggiornamento delle funzionalità in sospeso tramite Windows Update.",
    "Automatic updates on (Windows)": "Aggiornamenti automatici attivi (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Il Centro sicurezza di Windows segnala gli aggiornamenti automatici come integri.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Riattiva gli aggiornamenti automatici in Impostazioni → Windows Update.",
    "Automatic update checks on (macOS)": "Verifica automatica degli aggiornamenti attiva (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Aggiornamento Software cerca gli aggiornamenti automaticamente (impostazione gestita).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Distribuisci un profilo Aggiornamento Software (com.apple.SoftwareUpdate: AutomaticCheckEnabled) tramite il tuo MDM.",
    "Automatic updates on (Linux)": "Aggiornamenti automatici attivi (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) o dnf-automatic (Fedora, RHEL) è attivo.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Installa e abilita unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) oppure dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus integro (Windows Defender)",
    "An antivirus is on with up-to-date signatures.": "Un antivirus è attivo con firme aggiornate.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Attiva la protezione in tempo reale in Sicurezza di Windows e aggiorna le sue definizioni.",
    "XProtect present (macOS)": "XProtect presente (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "La protezione antimalware integrata di Apple (XProtect) e le sue definizioni sono installate.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Attiva «Installa risposte di sicurezza e file di sistema» in Aggiornamento Software → Aggiornamenti automatici.",
    "Gatekeeper on (macOS)": "Gatekeeper attivo (macOS)",
    "macOS checks apps before they open.": "macOS controlla le app prima che si aprano.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Esegui `sudo spctl --master-enable` oppure consenti le app dell’App Store e di sviluppatori identificati.",
    "System Integrity Protection on (macOS)":
      "Protezione dell’integrità del sistema attiva (macOS)",
    "SIP protects the system files.": "SIP protegge i file di sistema.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Avvia in modalità di recupero ed esegui `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 disattivato (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Il protocollo obsoleto SMB 1.0 non è installato.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Rimuovi la funzionalità: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Consentiti: {{n}} minuti.",
  minimum: "Minimo: {{value}}.",
};
