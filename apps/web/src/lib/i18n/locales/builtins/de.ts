import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in German (see ./en.ts). */
export const deBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Einsatzbereit",
    Pending: "Ausstehend",
    "In repair": "In Reparatur",
    Broken: "Defekt",
    Archived: "Archiviert",
    "Lost or stolen": "Verloren oder gestohlen",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Festplattenverschlüsselung an (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Das Systemlaufwerk C: ist mit BitLocker verschlüsselt und sein Schutz ist aktiv.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Schalten Sie BitLocker für Laufwerk C: ein (Systemsteuerung → BitLocker-Laufwerkverschlüsselung) oder setzen Sie den Schutz fort, falls er angehalten ist.",
    "Disk encryption on (FileVault, macOS)": "Festplattenverschlüsselung an (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Mindestens eine Festplatte des Mac ist verschlüsselt (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Schalten Sie FileVault ein unter Systemeinstellungen → Datenschutz & Sicherheit → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Festplattenverschlüsselung an (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Das Root-Dateisystem liegt auf einem verschlüsselten Gerät (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Installieren Sie neu und wählen Sie im Installationsprogramm die vollständige Festplattenverschlüsselung (LUKS); ein unverschlüsseltes Root lässt sich nicht sicher nachträglich verschlüsseln.",
    "Firewall on (Windows)": "Firewall an (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Das Windows-Sicherheitscenter meldet die Firewall als intakt.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Schalten Sie die Windows Defender Firewall für jedes Netzwerkprofil ein.",
    "Firewall on (macOS)": "Firewall an (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Die Anwendungs-Firewall ist an (mit Ausnahmen oder alles blockierend).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Schalten Sie die Firewall ein unter Systemeinstellungen → Netzwerk → Firewall.",
    "Firewall on (Linux)": "Firewall an (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld oder nftables läuft.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Aktivieren Sie eine Firewall: `sudo ufw enable` (Ubuntu) oder `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Bildschirm sperrt bei Inaktivität (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Das Inaktivitätslimit des Computers sperrt den Bildschirm innerhalb der erlaubten Minuten.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Setzen Sie „Interaktive Anmeldung: Inaktivitätsgrenze des Computers“ (Lokale Sicherheitsrichtlinie oder Gruppenrichtlinie) auf höchstens die erlaubte Zeit.",
    "Screen locks when idle (macOS)": "Bildschirm sperrt bei Inaktivität (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Ein verwalteter Bildschirmschoner startet innerhalb der erlaubten Minuten und fragt nach dem Passwort.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Verteilen Sie über Ihr MDM ein Bildschirmschoner-Profil (com.apple.screensaver: idleTime, askForPassword).",
    "macOS at or above the minimum version": "macOS mindestens in der Mindestversion",
    "The Mac runs at least the given macOS version.":
      "Auf dem Mac läuft mindestens die angegebene macOS-Version.",
    "Update macOS in System Settings → General → Software Update.":
      "Aktualisieren Sie macOS unter Systemeinstellungen → Allgemein → Softwareupdate.",
    "Windows at or above the minimum build": "Windows mindestens im Mindestbuild",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows läuft mindestens in der angegebenen Version (Haupt.Neben.Build, z. B. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Installieren Sie das ausstehende Funktionsupdate über Windows Update.",
    "Automatic updates on (Windows)": "Automatische Updates an (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Das Windows-Sicherheitscenter meldet automatische Updates als intakt.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Schalten Sie automatische Updates wieder ein unter Einstellungen → Windows Update.",
    "Automatic update checks on (macOS)": "Automatische Updateprüfung an (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Softwareupdate sucht automatisch nach Updates (verwaltete Einstellung).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Verteilen Sie über Ihr MDM ein Softwareupdate-Profil (com.apple.SoftwareUpdate: AutomaticCheckEnabled).",
    "Automatic updates on (Linux)": "Automatische Updates an (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) oder dnf-automatic (Fedora, RHEL) ist aktiv.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Installieren und aktivieren Sie unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) oder dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Virenschutz intakt (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Ein Virenschutz ist an und seine Signaturen sind aktuell.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Schalten Sie den Echtzeitschutz in Windows-Sicherheit ein und aktualisieren Sie seine Definitionen.",
    "XProtect present (macOS)": "XProtect vorhanden (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apples integrierter Schutz vor Schadsoftware (XProtect) und seine Definitionen sind installiert.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Schalten Sie „Sicherheitsmaßnahmen und Systemdateien installieren“ ein unter Softwareupdate → Automatische Updates.",
    "Gatekeeper on (macOS)": "Gatekeeper an (macOS)",
    "macOS checks apps before they open.": "macOS prüft Apps, bevor sie sich öffnen.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Führen Sie `sudo spctl --master-enable` aus oder erlauben Sie Apps aus dem App Store und von verifizierten Entwicklern.",
    "System Integrity Protection on (macOS)": "Systemintegritätsschutz an (macOS)",
    "SIP protects the system files.": "SIP schützt die Systemdateien.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Starten Sie im Wiederherstellungsmodus und führen Sie `csrutil enable` aus.",
    "SMBv1 off (Windows)": "SMBv1 aus (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Das veraltete Protokoll SMB 1.0 ist nicht installiert.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Entfernen Sie die Funktion: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Erlaubt: {{n}} Minuten.",
  minimum: "Mindestens: {{value}}.",
};
