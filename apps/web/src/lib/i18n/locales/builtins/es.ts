import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Spanish (see ./en.ts). */
export const esBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Listo para asignar",
    Pending: "Pendiente",
    "In repair": "En reparación",
    Broken: "Averiado",
    Archived: "Archivado",
    "Lost or stolen": "Perdido o robado",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Cifrado de disco activado (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "La unidad del sistema C: está cifrada con BitLocker y su protección está activada.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Active BitLocker para la unidad C: (Panel de control → Cifrado de unidad BitLocker) o reanude su protección si está suspendida.",
    "Disk encryption on (FileVault, macOS)": "Cifrado de disco activado (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Al menos uno de los discos del Mac está cifrado (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Active FileVault en Ajustes del Sistema → Privacidad y seguridad → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Cifrado de disco activado (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "El sistema de archivos raíz está en un dispositivo cifrado (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Reinstale eligiendo el cifrado de disco completo (LUKS) en el instalador; una raíz sin cifrar no puede cifrarse in situ de forma segura.",
    "Firewall on (Windows)": "Cortafuegos activado (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "El Centro de seguridad de Windows indica que el cortafuegos está en buen estado.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Active el Firewall de Windows Defender para todos los perfiles de red.",
    "Firewall on (macOS)": "Cortafuegos activado (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "El cortafuegos de aplicaciones está activado (con excepciones o bloqueándolo todo).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Active el cortafuegos en Ajustes del Sistema → Red → Firewall.",
    "Firewall on (Linux)": "Cortafuegos activado (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld o nftables se está ejecutando.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Active un cortafuegos: `sudo ufw enable` (Ubuntu) o `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "La pantalla se bloquea por inactividad (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "El límite de inactividad del equipo bloquea la pantalla dentro de los minutos permitidos.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Ajuste «Inicio de sesión interactivo: límite de inactividad de la máquina» (Directiva de seguridad local o Directiva de grupo) a como máximo el tiempo permitido.",
    "Screen locks when idle (macOS)": "La pantalla se bloquea por inactividad (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Un salvapantallas gestionado se inicia dentro de los minutos permitidos y pide la contraseña.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Distribuya un perfil de salvapantallas (com.apple.screensaver: idleTime, askForPassword) mediante su MDM.",
    "macOS at or above the minimum version": "macOS en la versión mínima o superior",
    "The Mac runs at least the given macOS version.":
      "El Mac ejecuta al menos la versión de macOS indicada.",
    "Update macOS in System Settings → General → Software Update.":
      "Actualice macOS en Ajustes del Sistema → General → Actualización de software.",
    "Windows at or above the minimum build": "Windows en la compilación mínima o superior",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "Windows ejecuta al menos la versión indicada (principal.secundaria.compilación, p. ej. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Instale la actualización de características pendiente mediante Windows Update.",
    "Automatic updates on (Windows)": "Actualizaciones automáticas activadas (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "El Centro de seguridad de Windows indica que las actualizaciones automáticas están en buen estado.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Vuelva a activar las actualizaciones automáticas en Configuración → Windows Update.",
    "Automatic update checks on (macOS)": "Búsqueda automática de actualizaciones activada (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "Actualización de software busca actualizaciones automáticamente (ajuste gestionado).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Distribuya un perfil de Actualización de software (com.apple.SoftwareUpdate: AutomaticCheckEnabled) mediante su MDM.",
    "Automatic updates on (Linux)": "Actualizaciones automáticas activadas (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) o dnf-automatic (Fedora, RHEL) está activo.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Instale y active unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) o dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivirus en buen estado (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Hay un antivirus activado con firmas actualizadas.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Active la protección en tiempo real en Seguridad de Windows y actualice sus definiciones.",
    "XProtect present (macOS)": "XProtect presente (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "La protección integrada de Apple contra malware (XProtect) y sus definiciones están instaladas.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Active «Instalar respuestas de seguridad y archivos del sistema» en Actualización de software → Actualizaciones automáticas.",
    "Gatekeeper on (macOS)": "Gatekeeper activado (macOS)",
    "macOS checks apps before they open.": "macOS comprueba las apps antes de que se abran.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Ejecute `sudo spctl --master-enable` o permita apps del App Store y de desarrolladores identificados.",
    "System Integrity Protection on (macOS)":
      "Protección de la integridad del sistema activada (macOS)",
    "SIP protects the system files.": "SIP protege los archivos del sistema.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Arranque en modo de recuperación y ejecute `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 desactivado (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "El protocolo obsoleto SMB 1.0 no está instalado.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Quite la característica: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Permitido: {{n}} minutos.",
  minimum: "Mínimo: {{value}}.",
};
