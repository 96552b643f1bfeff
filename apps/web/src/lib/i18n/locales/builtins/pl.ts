import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Polish (see ./en.ts). */
export const plBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Gotowy do wydania",
    Pending: "Oczekujący",
    "In repair": "W naprawie",
    Broken: "Uszkodzony",
    Archived: "Zarchiwizowany",
    "Lost or stolen": "Zgubiony lub skradziony",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Szyfrowanie dysku włączone (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Dysk systemowy C: jest zaszyfrowany przez BitLocker, a jego ochrona jest włączona.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Włącz BitLocker dla dysku C: (Panel sterowania → Szyfrowanie dysków funkcją BitLocker) lub wznów ochronę, jeśli jest wstrzymana.",
    "Disk encryption on (FileVault, macOS)": "Szyfrowanie dysku włączone (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Co najmniej jeden z dysków Maca jest zaszyfrowany (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Włącz FileVault w Ustawieniach systemowych → Prywatność i ochrona → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Szyfrowanie dysku włączone (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Główny system plików znajduje się na zaszyfrowanym urządzeniu (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Zainstaluj system ponownie, wybierając w instalatorze pełne szyfrowanie dysku (LUKS); niezaszyfrowanego katalogu głównego nie da się bezpiecznie zaszyfrować na miejscu.",
    "Firewall on (Windows)": "Zapora włączona (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Centrum zabezpieczeń Windows zgłasza zaporę jako sprawną.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Włącz Zaporę Windows Defender dla każdego profilu sieciowego.",
    "Firewall on (macOS)": "Zapora włączona (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Zapora aplikacji jest włączona (z wyjątkami lub blokując wszystko).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Włącz zaporę w Ustawieniach systemowych → Sieć → Zapora.",
    "Firewall on (Linux)": "Zapora włączona (Linux)",
    "ufw, firewalld or nftables is running.": "Działa ufw, firewalld lub nftables.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Włącz zaporę: `sudo ufw enable` (Ubuntu) lub `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Ekran blokuje się po bezczynności (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Limit braku aktywności komputera blokuje ekran w dozwolonej liczbie minut.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Ustaw „Logowanie interakcyjne: limit braku aktywności komputera” (Zasady zabezpieczeń lokalnych lub Zasady grupy) na co najwyżej dozwolony czas.",
    "Screen locks when idle (macOS)": "Ekran blokuje się po bezczynności (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Zarządzany wygaszacz ekranu uruchamia się w dozwolonej liczbie minut i prosi o hasło.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Wdróż profil wygaszacza ekranu (com.apple.screensaver: idleTime, askForPassword) przez swój MDM.",
    "macOS at or above the minimum version": "macOS w wersji minimalnej lub nowszej",
    "The Mac runs at least the given macOS version.":
      "Mac działa co najmniej w podanej wersji macOS.",
    "Update macOS in System Settings → General → Software Update.":
      "Zaktualizuj macOS w Ustawieniach systemowych → Ogólne → Uaktualnienia.",
    "Windows at or above the minimum build": "Windows w kompilacji minimalnej lub nowszej",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows działa co najmniej w podanej wersji (główna.pomocnicza.kompilacja, np. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Zainstaluj oczekującą aktualizację funkcji przez Windows Update.",
    "Automatic updates on (Windows)": "Aktualizacje automatyczne włączone (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Centrum zabezpieczeń Windows zgłasza aktualizacje automatyczne jako sprawne.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Ponownie włącz aktualizacje automatyczne w Ustawieniach → Windows Update.",
    "Automatic update checks on (macOS)": "Automatyczne sprawdzanie uaktualnień włączone (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Uaktualnienia sprawdzają dostępność aktualizacji automatycznie (ustawienie zarządzane).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Wdróż profil uaktualnień (com.apple.SoftwareUpdate: AutomaticCheckEnabled) przez swój MDM.",
    "Automatic updates on (Linux)": "Aktualizacje automatyczne włączone (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "Aktywne jest unattended-upgrades (Debian, Ubuntu) lub dnf-automatic (Fedora, RHEL).",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Zainstaluj i włącz unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) lub dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antywirus sprawny (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Antywirus jest włączony i ma aktualne sygnatury.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Włącz ochronę w czasie rzeczywistym w Zabezpieczeniach Windows i zaktualizuj jej definicje.",
    "XProtect present (macOS)": "XProtect obecny (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Wbudowana ochrona Apple przed złośliwym oprogramowaniem (XProtect) i jej definicje są zainstalowane.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Włącz „Instaluj odpowiedzi bezpieczeństwa i pliki systemowe” w Uaktualnienia → Uaktualnienia automatyczne.",
    "Gatekeeper on (macOS)": "Gatekeeper włączony (macOS)",
    "macOS checks apps before they open.": "macOS sprawdza aplikacje przed ich otwarciem.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Uruchom `sudo spctl --master-enable` lub zezwól na aplikacje z App Store i od zidentyfikowanych deweloperów.",
    "System Integrity Protection on (macOS)": "Ochrona integralności systemu włączona (macOS)",
    "SIP protects the system files.": "SIP chroni pliki systemowe.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Uruchom komputer w trybie odzyskiwania i wykonaj `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 wyłączony (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Przestarzały protokół SMB 1.0 nie jest zainstalowany.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Usuń funkcję: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Dozwolone: {{n}} min.",
  minimum: "Minimum: {{value}}.",
};
