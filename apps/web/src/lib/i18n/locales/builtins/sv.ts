import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Swedish (see ./en.ts). */
export const svBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Redo att lämnas ut",
    Pending: "Väntande",
    "In repair": "På reparation",
    Broken: "Trasig",
    Archived: "Arkiverad",
    "Lost or stolen": "Förlorad eller stulen",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Diskkryptering på (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Systemenheten C: är krypterad med BitLocker och skyddet är på.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Slå på BitLocker för enhet C: (Kontrollpanelen → BitLocker-diskkryptering), eller återuppta skyddet om det är pausat.",
    "Disk encryption on (FileVault, macOS)": "Diskkryptering på (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Minst en av Macens diskar är krypterad (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Slå på FileVault under Systeminställningar → Integritet och säkerhet → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Diskkryptering på (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Rotfilsystemet ligger på en krypterad enhet (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Installera om med fullständig diskkryptering (LUKS) vald i installationsprogrammet; en okrypterad rot kan inte krypteras på plats på ett säkert sätt.",
    "Firewall on (Windows)": "Brandvägg på (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows säkerhetscenter rapporterar brandväggen som felfri.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Slå på Windows Defender-brandväggen för alla nätverksprofiler.",
    "Firewall on (macOS)": "Brandvägg på (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Programbrandväggen är på (med undantag, eller blockerar allt).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Slå på brandväggen under Systeminställningar → Nätverk → Brandvägg.",
    "Firewall on (Linux)": "Brandvägg på (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld eller nftables körs.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Aktivera en brandvägg: `sudo ufw enable` (Ubuntu) eller `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Skärmen låses vid inaktivitet (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Datorns inaktivitetsgräns låser skärmen inom de tillåtna minuterna.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Ställ in ”Interaktiv inloggning: Datorns inaktivitetsgräns” (Lokal säkerhetsprincip eller Grupprincip) till högst den tillåtna tiden.",
    "Screen locks when idle (macOS)": "Skärmen låses vid inaktivitet (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "En hanterad skärmsläckare startar inom de tillåtna minuterna och frågar efter lösenordet.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Distribuera en skärmsläckarprofil (com.apple.screensaver: idleTime, askForPassword) via er MDM.",
    "macOS at or above the minimum version": "macOS i lägsta version eller senare",
    "The Mac runs at least the given macOS version.":
      "Macen kör minst den angivna macOS-versionen.",
    "Update macOS in System Settings → General → Software Update.":
      "Uppdatera macOS under Systeminställningar → Allmänt → Programuppdatering.",
    "Windows at or above the minimum build": "Windows i lägsta build eller senare",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows kör minst den angivna versionen (huvud.del.build, t.ex. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Installera den väntande funktionsuppdateringen via Windows Update.",
    "Automatic updates on (Windows)": "Automatiska uppdateringar på (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows säkerhetscenter rapporterar automatiska uppdateringar som felfria.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Slå på automatiska uppdateringar igen under Inställningar → Windows Update.",
    "Automatic update checks on (macOS)": "Automatisk sökning efter uppdateringar på (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Programuppdatering söker automatiskt efter uppdateringar (hanterad inställning).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Distribuera en Programuppdatering-profil (com.apple.SoftwareUpdate: AutomaticCheckEnabled) via er MDM.",
    "Automatic updates on (Linux)": "Automatiska uppdateringar på (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) eller dnf-automatic (Fedora, RHEL) är aktivt.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Installera och aktivera unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) eller dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus felfritt (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Ett antivirusprogram är på med uppdaterade signaturer.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Slå på realtidsskydd i Windows-säkerhet och uppdatera dess definitioner.",
    "XProtect present (macOS)": "XProtect finns (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apples inbyggda skydd mot skadlig programvara (XProtect) och dess definitioner är installerade.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Slå på ”Installera säkerhetssvar och systemfiler” under Programuppdatering → Automatiska uppdateringar.",
    "Gatekeeper on (macOS)": "Gatekeeper på (macOS)",
    "macOS checks apps before they open.": "macOS kontrollerar appar innan de öppnas.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Kör `sudo spctl --master-enable` eller tillåt appar från App Store och identifierade utvecklare.",
    "System Integrity Protection on (macOS)": "Systemintegritetsskydd på (macOS)",
    "SIP protects the system files.": "SIP skyddar systemfilerna.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Starta i återställningsläge och kör `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 av (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Det föråldrade protokollet SMB 1.0 är inte installerat.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Ta bort funktionen: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Tillåtet: {{n}} minuter.",
  minimum: "Lägst: {{value}}.",
};
