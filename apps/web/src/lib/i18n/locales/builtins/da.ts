import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Danish (see ./en.ts). */
export const daBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Klar til udlevering",
    Pending: "Afventer",
    "In repair": "Til reparation",
    Broken: "I stykker",
    Archived: "Arkiveret",
    "Lost or stolen": "Mistet eller stjålet",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Diskkryptering slået til (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Systemdrevet C: er krypteret med BitLocker, og beskyttelsen er slået til.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Slå BitLocker til for drev C: (Kontrolpanel → BitLocker-drevkryptering), eller genoptag beskyttelsen, hvis den er suspenderet.",
    "Disk encryption on (FileVault, macOS)": "Diskkryptering slået til (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Mindst én af Mac'ens diske er krypteret (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Slå FileVault til under Systemindstillinger → Anonymitet & sikkerhed → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Diskkryptering slået til (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Rodfilsystemet ligger på en krypteret enhed (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Geninstaller med fuld diskkryptering (LUKS) valgt i installationsprogrammet; en ukrypteret rod kan ikke krypteres sikkert på stedet.",
    "Firewall on (Windows)": "Firewall slået til (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows Sikkerhedscenter melder firewallen som sund.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Slå Windows Defender Firewall til for alle netværksprofiler.",
    "Firewall on (macOS)": "Firewall slået til (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Programfirewallen er slået til (med undtagelser eller blokerer alt).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Slå firewallen til under Systemindstillinger → Netværk → Firewall.",
    "Firewall on (Linux)": "Firewall slået til (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld eller nftables kører.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Aktivér en firewall: `sudo ufw enable` (Ubuntu) eller `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Skærmen låses ved inaktivitet (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Computerens inaktivitetsgrænse låser skærmen inden for de tilladte minutter.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      'Sæt "Interaktivt logon: Computerens inaktivitetsgrænse" (Lokal sikkerhedspolitik eller Gruppepolitik) til højst den tilladte tid.',
    "Screen locks when idle (macOS)": "Skærmen låses ved inaktivitet (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "En administreret pauseskærm starter inden for de tilladte minutter og beder om adgangskoden.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Udrul en pauseskærmsprofil (com.apple.screensaver: idleTime, askForPassword) via jeres MDM.",
    "macOS at or above the minimum version": "macOS i mindsteversionen eller nyere",
    "The Mac runs at least the given macOS version.":
      "Mac'en kører mindst den angivne macOS-version.",
    "Update macOS in System Settings → General → Software Update.":
      "Opdater macOS under Systemindstillinger → Generelt → Softwareopdatering.",
    "Windows at or above the minimum build": "Windows i mindste build eller nyere",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows kører mindst den angivne version (hoved.under.build, f.eks. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Installer den ventende funktionsopdatering via Windows Update.",
    "Automatic updates on (Windows)": "Automatiske opdateringer slået til (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows Sikkerhedscenter melder automatiske opdateringer som sunde.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Slå automatiske opdateringer til igen under Indstillinger → Windows Update.",
    "Automatic update checks on (macOS)": "Automatisk søgning efter opdateringer slået til (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Softwareopdatering søger automatisk efter opdateringer (administreret indstilling).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Udrul en Softwareopdatering-profil (com.apple.SoftwareUpdate: AutomaticCheckEnabled) via jeres MDM.",
    "Automatic updates on (Linux)": "Automatiske opdateringer slået til (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) eller dnf-automatic (Fedora, RHEL) er aktiv.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Installer og aktivér unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) eller dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus i orden (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Et antivirusprogram er slået til med opdaterede signaturer.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Slå beskyttelse i realtid til i Windows Sikkerhed, og opdater dens definitioner.",
    "XProtect present (macOS)": "XProtect til stede (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apples indbyggede beskyttelse mod malware (XProtect) og dens definitioner er installeret.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      'Slå "Installer sikkerhedssvar og systemfiler" til under Softwareopdatering → Automatiske opdateringer.',
    "Gatekeeper on (macOS)": "Gatekeeper slået til (macOS)",
    "macOS checks apps before they open.": "macOS kontrollerer apps, før de åbnes.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Kør `sudo spctl --master-enable`, eller tillad apps fra App Store og identificerede udviklere.",
    "System Integrity Protection on (macOS)": "Systemintegritetsbeskyttelse slået til (macOS)",
    "SIP protects the system files.": "SIP beskytter systemfilerne.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Start i gendannelsestilstand, og kør `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 slået fra (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Den forældede protokol SMB 1.0 er ikke installeret.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Fjern funktionen: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Tilladt: {{n}} minutter.",
  minimum: "Mindst: {{value}}.",
};
