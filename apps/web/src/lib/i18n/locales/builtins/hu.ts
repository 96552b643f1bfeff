import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Hungarian (see ./en.ts). */
export const huBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Kiadható",
    Pending: "Függőben",
    "In repair": "Javítás alatt",
    Broken: "Hibás",
    Archived: "Archivált",
    "Lost or stolen": "Elveszett vagy ellopták",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Lemeztitkosítás bekapcsolva (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "A C: rendszermeghajtót a BitLocker titkosítja, és a védelme be van kapcsolva.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Kapcsolja be a BitLockert a C: meghajtón (Vezérlőpult → BitLocker meghajtótitkosítás), vagy folytassa a védelmet, ha fel van függesztve.",
    "Disk encryption on (FileVault, macOS)": "Lemeztitkosítás bekapcsolva (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "A Mac legalább egyik lemeze titkosított (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Kapcsolja be a FileVaultot: Rendszerbeállítások → Adatvédelem és biztonság → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Lemeztitkosítás bekapcsolva (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "A gyökér-fájlrendszer titkosított eszközön van (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Telepítse újra, a telepítőben teljes lemeztitkosítást (LUKS) választva; egy titkosítatlan gyökér helyben nem titkosítható biztonságosan.",
    "Firewall on (Windows)": "Tűzfal bekapcsolva (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "A Windows Biztonsági központ szerint a tűzfal rendben van.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Kapcsolja be a Windows Defender tűzfalat minden hálózati profilhoz.",
    "Firewall on (macOS)": "Tűzfal bekapcsolva (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Az alkalmazástűzfal be van kapcsolva (kivételekkel vagy mindent blokkolva).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Kapcsolja be a tűzfalat: Rendszerbeállítások → Hálózat → Tűzfal.",
    "Firewall on (Linux)": "Tűzfal bekapcsolva (Linux)",
    "ufw, firewalld or nftables is running.": "Az ufw, a firewalld vagy az nftables fut.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Kapcsoljon be egy tűzfalat: `sudo ufw enable` (Ubuntu) vagy `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Tétlenségkor zárolódó képernyő (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "A számítógép inaktivitási korlátja a megengedett perceken belül zárolja a képernyőt.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Állítsa az „Interaktív bejelentkezés: A számítógép inaktivitási korlátja” beállítást (Helyi biztonsági házirend vagy Csoportházirend) legfeljebb a megengedett időre.",
    "Screen locks when idle (macOS)": "Tétlenségkor zárolódó képernyő (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Egy felügyelt képernyővédő a megengedett perceken belül elindul, és jelszót kér.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Telepítsen képernyővédő-profilt (com.apple.screensaver: idleTime, askForPassword) az MDM-en keresztül.",
    "macOS at or above the minimum version": "macOS legalább a minimális verzióban",
    "The Mac runs at least the given macOS version.":
      "A Macen legalább a megadott macOS-verzió fut.",
    "Update macOS in System Settings → General → Software Update.":
      "Frissítse a macOS-t: Rendszerbeállítások → Általános → Szoftverfrissítés.",
    "Windows at or above the minimum build": "Windows legalább a minimális buildben",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "A Windows legalább a megadott verzióban fut (fő.al.build, pl. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Telepítse a függőben lévő funkciófrissítést a Windows Update segítségével.",
    "Automatic updates on (Windows)": "Automatikus frissítések bekapcsolva (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "A Windows Biztonsági központ szerint az automatikus frissítések rendben vannak.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Kapcsolja vissza az automatikus frissítéseket: Beállítások → Windows Update.",
    "Automatic update checks on (macOS)": "Automatikus frissítéskeresés bekapcsolva (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "A Szoftverfrissítés automatikusan keres frissítéseket (felügyelt beállítás).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Telepítsen Szoftverfrissítés-profilt (com.apple.SoftwareUpdate: AutomaticCheckEnabled) az MDM-en keresztül.",
    "Automatic updates on (Linux)": "Automatikus frissítések bekapcsolva (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "Az unattended-upgrades (Debian, Ubuntu) vagy a dnf-automatic (Fedora, RHEL) aktív.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Telepítse és kapcsolja be az unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) vagy a dnf-automatic csomagot.",
    "Antivirus healthy (Windows Defender)": "Víruskereső rendben (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Egy víruskereső be van kapcsolva, naprakész definíciókkal.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Kapcsolja be a valós idejű védelmet a Windows Biztonságban, és frissítse a definícióit.",
    "XProtect present (macOS)": "XProtect megvan (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Az Apple beépített kártevővédelme (XProtect) és definíciói telepítve vannak.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Kapcsolja be a „Biztonsági válaszok és rendszerfájlok telepítése” beállítást: Szoftverfrissítés → Automatikus frissítések.",
    "Gatekeeper on (macOS)": "Gatekeeper bekapcsolva (macOS)",
    "macOS checks apps before they open.": "A macOS megnyitás előtt ellenőrzi az appokat.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Futtassa a `sudo spctl --master-enable` parancsot, vagy engedélyezze az App Store-ból és azonosított fejlesztőktől származó appokat.",
    "System Integrity Protection on (macOS)": "Rendszerintegritás-védelem bekapcsolva (macOS)",
    "SIP protects the system files.": "A SIP védi a rendszerfájlokat.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Indítson helyreállítási módban, és futtassa a `csrutil enable` parancsot.",
    "SMBv1 off (Windows)": "SMBv1 kikapcsolva (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Az elavult SMB 1.0 protokoll nincs telepítve.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Távolítsa el a szolgáltatást: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Megengedett: {{n}} perc.",
  minimum: "Minimum: {{value}}.",
};
