/**
 * The built-in texts a workspace starts with (`builtins`): the default status labels and the
 * policy library's names, descriptions and how-to-fix. They are stored in English; the UI
 * shows them in the reader's language while the stored text still equals the English
 * default, keyed by that text (a label renamed by its workspace shows its own name:
 * docs/decisions/0045). English maps each text to itself; one file per language.
 */
export const enBuiltins = {
  statusLabels: {
    "Ready to deploy": "Ready to deploy",
    Pending: "Pending",
    "In repair": "In repair",
    Broken: "Broken",
    Archived: "Archived",
    "Lost or stolen": "Lost or stolen",
  },
  /** Names, descriptions and how-to-fix of the policy library (apps/api …/policies/library.ts). */
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Disk encryption on (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "The system drive C: is encrypted by BitLocker and its protection is on.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.",
    "Disk encryption on (FileVault, macOS)": "Disk encryption on (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "At least one of the Mac's disks is encrypted (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Turn FileVault on in System Settings → Privacy & Security → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Disk encryption on (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "The root file system lives on an encrypted (LUKS / dm-crypt) device.",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.",
    "Firewall on (Windows)": "Firewall on (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Windows Security Center reports the firewall as healthy.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Turn Windows Defender Firewall on for every network profile.",
    "Firewall on (macOS)": "Firewall on (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "The application firewall is on (with exceptions, or blocking everything).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Turn the firewall on in System Settings → Network → Firewall.",
    "Firewall on (Linux)": "Firewall on (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld or nftables is running.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Screen locks when idle (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "The machine inactivity limit locks the screen within the allowed minutes.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.',
    "Screen locks when idle (macOS)": "Screen locks when idle (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "A managed screen saver starts within the allowed minutes and asks for the password.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.",
    "macOS at or above the minimum version": "macOS at or above the minimum version",
    "The Mac runs at least the given macOS version.":
      "The Mac runs at least the given macOS version.",
    "Update macOS in System Settings → General → Software Update.":
      "Update macOS in System Settings → General → Software Update.",
    "Windows at or above the minimum build": "Windows at or above the minimum build",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Install the pending feature update through Windows Update.",
    "Automatic updates on (Windows)": "Automatic updates on (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Windows Security Center reports automatic updates as healthy.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Turn automatic updates back on in Settings → Windows Update.",
    "Automatic update checks on (macOS)": "Automatic update checks on (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Software Update checks for updates automatically (managed setting).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.",
    "Automatic updates on (Linux)": "Automatic updates on (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus healthy (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "An antivirus is on with up-to-date signatures.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Turn real-time protection on in Windows Security and update its definitions.",
    "XProtect present (macOS)": "XProtect present (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Apple's built-in malware protection (XProtect) and its definitions are installed.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.',
    "Gatekeeper on (macOS)": "Gatekeeper on (macOS)",
    "macOS checks apps before they open.": "macOS checks apps before they open.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.",
    "System Integrity Protection on (macOS)": "System Integrity Protection on (macOS)",
    "SIP protects the system files.": "SIP protects the system files.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Start in Recovery mode and run `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 off (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "The obsolete SMB 1.0 protocol is not installed.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  /** What a library policy's description gains when switched on with a parameter. */
  allowedMinutes: "Allowed: {{n}} minutes.",
  minimum: "Minimum: {{value}}.",
};

export type BuiltinsText = typeof enBuiltins;
