import type { BuiltinsText } from "./en.ts";

/** The built-in status labels and policy library in Portuguese (see ./en.ts). */
export const ptBuiltins: BuiltinsText = {
  statusLabels: {
    "Ready to deploy": "Pronto a atribuir",
    Pending: "Pendente",
    "In repair": "Em reparação",
    Broken: "Avariado",
    Archived: "Arquivado",
    "Lost or stolen": "Perdido ou roubado",
  },
  policies: {
    "Disk encryption on (BitLocker, Windows)": "Encriptação do disco ativa (BitLocker, Windows)",
    "The system drive C: is encrypted by BitLocker and its protection is on.":
      "A unidade de sistema C: está encriptada pelo BitLocker e a sua proteção está ativa.",
    "Turn BitLocker on for drive C: (Control Panel → BitLocker Drive Encryption), or resume its protection if it is suspended.":
      "Ative o BitLocker para a unidade C: (Painel de Controlo → Encriptação de Unidade BitLocker) ou retome a proteção se estiver suspensa.",
    "Disk encryption on (FileVault, macOS)": "Encriptação do disco ativa (FileVault, macOS)",
    "At least one of the Mac's disks is encrypted (FileVault).":
      "Pelo menos um dos discos do Mac está encriptado (FileVault).",
    "Turn FileVault on in System Settings → Privacy & Security → FileVault.":
      "Ative o FileVault em Definições do Sistema → Privacidade e segurança → FileVault.",
    "Disk encryption on (LUKS, Linux)": "Encriptação do disco ativa (LUKS, Linux)",
    "The root file system lives on an encrypted (LUKS / dm-crypt) device.":
      "O sistema de ficheiros raiz está num dispositivo encriptado (LUKS / dm-crypt).",
    "Reinstall with full-disk encryption (LUKS) chosen in the installer; an unencrypted root cannot be encrypted in place safely.":
      "Reinstale escolhendo a encriptação total do disco (LUKS) no instalador; uma raiz não encriptada não pode ser encriptada no local com segurança.",
    "Firewall on (Windows)": "Firewall ativa (Windows)",
    "Windows Security Center reports the firewall as healthy.":
      "O Centro de Segurança do Windows indica a firewall como em bom estado.",
    "Turn Windows Defender Firewall on for every network profile.":
      "Ative a Firewall do Windows Defender para todos os perfis de rede.",
    "Firewall on (macOS)": "Firewall ativa (macOS)",
    "The application firewall is on (with exceptions, or blocking everything).":
      "A firewall de aplicações está ativa (com exceções ou a bloquear tudo).",
    "Turn the firewall on in System Settings → Network → Firewall.":
      "Ative a firewall em Definições do Sistema → Rede → Firewall.",
    "Firewall on (Linux)": "Firewall ativa (Linux)",
    "ufw, firewalld or nftables is running.": "ufw, firewalld ou nftables está em execução.",
    "Enable a firewall: `sudo ufw enable` (Ubuntu) or `systemctl enable --now firewalld` (Fedora).":
      "Ative uma firewall: `sudo ufw enable` (Ubuntu) ou `systemctl enable --now firewalld` (Fedora).",
    "Screen locks when idle (Windows)": "Ecrã bloqueia por inatividade (Windows)",
    "The machine inactivity limit locks the screen within the allowed minutes.":
      "O limite de inatividade do computador bloqueia o ecrã dentro dos minutos permitidos.",
    'Set "Interactive logon: Machine inactivity limit" (Local Security Policy or Group Policy) to at most the allowed time.':
      "Defina «Início de sessão interativo: limite de inatividade do computador» (Política de Segurança Local ou Política de Grupo) para, no máximo, o tempo permitido.",
    "Screen locks when idle (macOS)": "Ecrã bloqueia por inatividade (macOS)",
    "A managed screen saver starts within the allowed minutes and asks for the password.":
      "Uma proteção de ecrã gerida começa dentro dos minutos permitidos e pede a palavra-passe.",
    "Deploy a screen saver profile (com.apple.screensaver: idleTime, askForPassword) through your MDM.":
      "Distribua um perfil de proteção de ecrã (com.apple.screensaver: idleTime, askForPassword) através do seu MDM.",
    "macOS at or above the minimum version": "macOS na versão mínima ou superior",
    "The Mac runs at least the given macOS version.":
      "O Mac executa pelo menos a versão do macOS indicada.",
    "Update macOS in System Settings → General → Software Update.":
      "Atualize o macOS em Definições do Sistema → Geral → Atualização de software.",
    "Windows at or above the minimum build": "Windows na compilação mínima ou superior",
    "Windows runs at least the given version (major.minor.build, e.g. 10.0.22631).":
      "O Windows executa pelo menos a versão indicada (principal.secundária.compilação, p. ex. 10.0.22631).",
    "Install the pending feature update through Windows Update.":
      "Instale a atualização de funcionalidades pendente através do Windows Update.",
    "Automatic updates on (Windows)": "Atualizações automáticas ativas (Windows)",
    "Windows Security Center reports automatic updates as healthy.":
      "O Centro de Segurança do Windows indica as atualizações automáticas como em bom estado.",
    "Turn automatic updates back on in Settings → Windows Update.":
      "Volte a ativar as atualizações automáticas em Definições → Windows Update.",
    "Automatic update checks on (macOS)": "Procura automática de atualizações ativa (macOS)",
    "Software Update checks for updates automatically (managed setting).":
      "A Atualização de software procura atualizações automaticamente (definição gerida).",
    "Deploy a Software Update profile (com.apple.SoftwareUpdate: AutomaticCheckEnabled) through your MDM.":
      "Distribua um perfil de Atualização de software (com.apple.SoftwareUpdate: AutomaticCheckEnabled) através do seu MDM.",
    "Automatic updates on (Linux)": "Atualizações automáticas ativas (Linux)",
    "unattended-upgrades (Debian, Ubuntu) or dnf-automatic (Fedora, RHEL) is active.":
      "unattended-upgrades (Debian, Ubuntu) ou dnf-automatic (Fedora, RHEL) está ativo.",
    "Install and enable unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) or dnf-automatic.":
      "Instale e ative unattended-upgrades (`sudo dpkg-reconfigure unattended-upgrades`) ou dnf-automatic.",
    "Antivirus healthy (Windows Defender)": "Antivírus em bom estado (Windows Defender)",
    "An antivirus is on with up-to-date signatures.":
      "Um antivírus está ativo com assinaturas atualizadas.",
    "Turn real-time protection on in Windows Security and update its definitions.":
      "Ative a proteção em tempo real na Segurança do Windows e atualize as suas definições.",
    "XProtect present (macOS)": "XProtect presente (macOS)",
    "Apple's built-in malware protection (XProtect) and its definitions are installed.":
      "A proteção integrada da Apple contra malware (XProtect) e as suas definições estão instaladas.",
    'Turn on "Install Security Responses and system files" under Software Update → Automatic updates.':
      "Ative «Instalar respostas de segurança e ficheiros do sistema» em Atualização de software → Atualizações automáticas.",
    "Gatekeeper on (macOS)": "Gatekeeper ativo (macOS)",
    "macOS checks apps before they open.": "O macOS verifica as apps antes de abrirem.",
    "Run `sudo spctl --master-enable` or allow apps from the App Store and identified developers.":
      "Execute `sudo spctl --master-enable` ou permita apps da App Store e de programadores identificados.",
    "System Integrity Protection on (macOS)": "Proteção da Integridade do Sistema ativa (macOS)",
    "SIP protects the system files.": "O SIP protege os ficheiros do sistema.",
    "Start in Recovery mode and run `csrutil enable`.":
      "Arranque no modo de recuperação e execute `csrutil enable`.",
    "SMBv1 off (Windows)": "SMBv1 desativado (Windows)",
    "The obsolete SMB 1.0 protocol is not installed.":
      "O protocolo obsoleto SMB 1.0 não está instalado.",
    "Remove the feature: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.":
      "Remova a funcionalidade: `Disable-WindowsOptionalFeature -Online -FeatureName SMB1Protocol`.",
  },
  allowedMinutes: "Permitido: {{n}} minutos.",
  minimum: "Mínimo: {{value}}.",
};
