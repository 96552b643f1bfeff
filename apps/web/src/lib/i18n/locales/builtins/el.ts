import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Greek (see ./en.ts). */
export const elBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Έτοιμο για διάθεση",
    Pending: "Σε εκκρεμότητα",
    "In repair": "Σε επισκευή",
    Broken: "Χαλασμένο",
    Archived: "Αρχειοθετημένο",
    "Lost or stolen": "Χαμένο ή κλεμμένο",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Κρυπτογράφηση δίσκου ενεργή (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "Η μονάδα συστήματος C: είναι κρυπτογραφημένη με BitLocker και η προστασία της είναι ενεργή.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Ενεργοποιήστε το BitLocker για τη μονάδα C: (Πίνακας Ελέγχου → Κρυπτογράφηση μονάδας δίσκου BitLocker) ή συνεχίστε την προστασία αν έχει ανασταλεί.",
    "Disk encryption on (FileVault, macOS)": "Κρυπτογράφηση δίσκου ενεργή (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Τουλάχιστον ένας από τους δίσκους του Mac είναι κρυπτογραφημένος (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Ενεργοποιήστε το FileVault στις Ρυθμίσεις συστήματος → Απόρρητο και ασφάλεια → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Κρυπτογράφηση δίσκου ενεργή (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "Το ριζικό σύστημα αρχείων βρίσκεται σε κρυπτογραφημένη συσκευή (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Επανεγκαταστήστε επιλέγοντας πλήρη κρυπτογράφηση δίσκου (LUKS) στο πρόγραμμα εγκατάστασης· μια μη κρυπτογραφημένη ρίζα δεν μπορεί να κρυπτογραφηθεί επιτόπου με ασφάλεια.",
    "Firewall on (Windows)": "Τείχος προστασίας ενεργό (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "Το Κέντρο ασφαλείας των Windows αναφέρει το τείχος προστασίας ως υγιές.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Ενεργοποιήστε το Τείχος προστασίας του Windows Defender για κάθε προφίλ δικτύου.",
    "Firewall on (macOS)": "Τείχος προστασίας ενεργό (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "Το τείχος προστασίας εφαρμογών είναι ενεργό (με εξαιρέσεις ή με αποκλεισμό όλων).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Ενεργοποιήστε το τείχος προστασίας στις Ρυθμίσεις συστήματος → Δίκτυο → Τείχος προστασίας.",
    "Firewall on (Linux)": "Τείχος προστασίας ενεργό (Linux)",
    "ufw, firewalld or nftables is running.": "Εκτελείται το ufw, το firewalld ή το nftables.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Ενεργοποιήστε ένα τείχος προστασίας: `sudo ufw enable` (Ubuntu) ή `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Κλείδωμα οθόνης σε αδράνεια (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "Το όριο αδράνειας του υπολογιστή κλειδώνει την οθόνη μέσα στα επιτρεπόμενα λεπτά.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Ορίστε το «Αλληλεπιδραστική σύνδεση: Όριο αδράνειας υπολογιστή» (Τοπική πολιτική ασφαλείας ή Πολιτική ομάδας) το πολύ στον επιτρεπόμενο χρόνο.",
    "Screen locks when idle (macOS)": "Κλείδωμα οθόνης σε αδράνεια (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Μια διαχειριζόμενη προφύλαξη οθόνης ξεκινά μέσα στα επιτρεπόμενα λεπτά και ζητά τον κωδικό πρόσβασης.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Διανείμετε ένα προφίλ προφύλαξης οθόνης (com.apple.screensaver: idleTime, askForPassword) μέσω του MDM σας.",
    "macOS at or above the minimum version": "macOS στην ελάχιστη έκδοση ή νεότερη",
    "The Mac runs at least the given macOS version.":
      "Το Mac εκτελεί τουλάχιστον τη δοσμένη έκδοση macOS.",
    "Update macOS in System Settings → General → Software Update.":
      "Ενημερώστε το macOS στις Ρυθμίσεις συστήματος → Γενικά → Ενημέρωση λογισμικού.",
    "Windows at or above the minimum build": "Windows στην ελάχιστη έκδοση build ή νεότερη",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Τα Windows εκτελούν τουλάχιστον τη δοσμένη έκδοση (κύρια.δευτερεύουσα.build, π.χ. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Εγκαταστήστε την εκκρεμή ενημέρωση δυνατοτήτων μέσω του Windows Update.",
    "Automatic updates on (Windows)": "Αυτόματες ενημερώσεις ενεργές (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "Το Κέντρο ασφαλείας των Windows αναφέρει τις αυτόματες ενημερώσεις ως υγιείς.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Ενεργοποιήστε ξανά τις αυτόματες ενημερώσεις στις Ρυθμίσεις → Windows Update.",
    "Automatic update checks on (macOS)": "Αυτόματος έλεγχος ενημερώσεων ενεργός (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Η Ενημέρωση λογισμικού ελέγχει αυτόματα για ενημερώσεις (διαχειριζόμενη ρύθμιση).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Διανείμετε ένα προφίλ Ενημέρωσης λογισμικού (com.apple.SoftwareUpdate: AutomaticCheckEnabled) μέσω του MDM σας.",
    "Automatic updates on (Linux)": "Αυτόματες ενημερώσεις ενεργές (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "Το unattended-upgrades (Debian, Ubuntu) ή το dnf-automatic (Fedora, RHEL) είναι ενεργό.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Εγκαταστήστε και ενεργοποιήστε το unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) ή το dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Προστασία από ιούς υγιής (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Ένα πρόγραμμα προστασίας από ιούς είναι ενεργό με ενημερωμένες υπογραφές.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Ενεργοποιήστε την προστασία σε πραγματικό χρόνο στην Ασφάλεια των Windows και ενημερώστε τους ορισμούς της.",
    "XProtect present (macOS)": "XProtect παρόν (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "Η ενσωματωμένη προστασία της Apple από κακόβουλο λογισμικό (XProtect) και οι ορισμοί της είναι εγκατεστημένα.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Ενεργοποιήστε την «Εγκατάσταση αποκρίσεων ασφαλείας και αρχείων συστήματος» στην Ενημέρωση λογισμικού → Αυτόματες ενημερώσεις.",
    "Gatekeeper on (macOS)": "Gatekeeper ενεργό (macOS)",
    "macOS checks apps before they open.": "Το macOS ελέγχει τις εφαρμογές πριν ανοίξουν.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Εκτελέστε `sudo spctl --master-enable` ή επιτρέψτε εφαρμογές από το App Store και από ταυτοποιημένους προγραμματιστές.",
    "System Integrity Protection on (macOS)": "Προστασία ακεραιότητας συστήματος ενεργή (macOS)",
    "SIP protects the system files.": "Το SIP προστατεύει τα αρχεία συστήματος.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Εκκινήστε σε λειτουργία ανάκτησης και εκτελέστε `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 ανενεργό (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "Το παρωχημένο πρωτόκολλο SMB 1.0 δεν είναι εγκατεστημένο.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Αφαιρέστε τη δυνατότητα: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Επιτρέπονται: {{n}} λεπτά.",
  minimum: "Ελάχιστο: {{value}}.",
};
