import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in French (see ./en.ts). */
export const frBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Prêt à déployer",
    Pending: "En attente",
    "In repair": "En réparation",
    Broken: "En panne",
    Archived: "Archivé",
    "Lost or stolen": "Perdu ou volé",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Chiffrement du disque activé (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Le lecteur système C: est chiffré par BitLocker et sa protection est active.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Activez BitLocker pour le lecteur C: (Panneau de configuration → Chiffrement de lecteur BitLocker), ou reprenez sa protection si elle est suspendue.",
    "Disk encryption on (FileVault, macOS)": "Chiffrement du disque activé (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Au moins un des disques du Mac est chiffré (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Activez FileVault dans Réglages Système → Confidentialité et sécurité → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Chiffrement du disque activé (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Le système de fichiers racine se trouve sur un périphérique chiffré (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Réinstallez en choisissant le chiffrement complet du disque (LUKS) dans l’installateur ; une racine non chiffrée ne peut pas être chiffrée sur place sans risque.",
    "Firewall on (Windows)": "Pare-feu activé (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Le Centre de sécurité Windows indique que le pare-feu est en bon état.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Activez le pare-feu Windows Defender pour chaque profil réseau.",
    "Firewall on (macOS)": "Pare-feu activé (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Le pare-feu d’applications est activé (avec exceptions, ou bloquant tout).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Activez le pare-feu dans Réglages Système → Réseau → Pare-feu.",
    "Firewall on (Linux)": "Pare-feu activé (Linux)",
    "ufw, firewalld or nftables is running.":
      "ufw, firewalld ou nftables est en cours d’exécution.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Activez un pare-feu : `sudo ufw enable` (Ubuntu) ou `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Verrouillage de l’écran en cas d’inactivité (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "La limite d’inactivité de l’ordinateur verrouille l’écran dans le nombre de minutes autorisé.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Réglez « Ouverture de session interactive : limite d’inactivité de l’ordinateur » (Stratégie de sécurité locale ou Stratégie de groupe) au plus sur la durée autorisée.",
    "Screen locks when idle (macOS)": "Verrouillage de l’écran en cas d’inactivité (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Un économiseur d’écran géré démarre dans le nombre de minutes autorisé et demande le mot de passe.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Déployez un profil d’économiseur d’écran (com.apple.screensaver : idleTime, askForPassword) via votre MDM.",
    "macOS at or above the minimum version": "macOS à la version minimale ou au-delà",
    "The Mac runs at least the given macOS version.":
      "Le Mac exécute au moins la version de macOS indiquée.",
    "Update macOS in System Settings → General → Software Update.":
      "Mettez à jour macOS dans Réglages Système → Général → Mise à jour de logiciels.",
    "Windows at or above the minimum build": "Windows au build minimal ou au-delà",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows exécute au moins la version indiquée (majeure.mineure.build, p. ex. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Installez la mise à jour de fonctionnalités en attente via Windows Update.",
    "Automatic updates on (Windows)": "Mises à jour automatiques activées (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Le Centre de sécurité Windows indique que les mises à jour automatiques sont en bon état.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Réactivez les mises à jour automatiques dans Paramètres → Windows Update.",
    "Automatic update checks on (macOS)": "Recherche automatique de mises à jour activée (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Mise à jour de logiciels recherche automatiquement les mises à jour (réglage géré).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Déployez un profil Mise à jour de logiciels (com.apple.SoftwareUpdate : AutomaticCheckEnabled) via votre MDM.",
    "Automatic updates on (Linux)": "Mises à jour automatiques activées (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) ou dnf-automatic (Fedora, RHEL) est actif.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Installez et activez unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) ou dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus en bon état (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Un antivirus est actif avec des signatures à jour.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Activez la protection en temps réel dans Sécurité Windows et mettez à jour ses définitions.",
    "XProtect present (macOS)": "XProtect présent (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "La protection intégrée d’Apple contre les logiciels malveillants (XProtect) et ses définitions sont installées.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Activez « Installer les réponses de sécurité et les fichiers système » dans Mise à jour de logiciels → Mises à jour automatiques.",
    "Gatekeeper on (macOS)": "Gatekeeper activé (macOS)",
    "macOS checks apps before they open.": "macOS vérifie les apps avant leur ouverture.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Exécutez `sudo spctl --master-enable` ou autorisez les apps de l’App Store et des développeurs identifiés.",
    "System Integrity Protection on (macOS)":
      "Protection de l’intégrité du système activée (macOS)",
    "SIP protects the system files.": "SIP protège les fichiers système.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Démarrez en mode de récupération et exécutez `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 désactivé (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Le protocole obsolète SMB 1.0 n’est pas installé.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Supprimez la fonctionnalité : `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Autorisé : {{n}} minutes.",
  minimum: "Minimum : {{value}}.",
};
