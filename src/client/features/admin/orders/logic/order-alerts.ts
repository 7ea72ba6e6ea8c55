/**
 * The owner's own choices for new-order alerts, kept in this browser: a chime (off until the owner
 * turns it on, as a browser plays sound only after a tap) and the browser's notifications.
 */
const SOUND_KEY = 'kaarigar.admin.newOrderSound';

export function soundWanted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundWanted(on: boolean): void {
  try {
    if (on) localStorage.setItem(SOUND_KEY, 'on');
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    // Private mode without storage: the choice lasts this page only.
  }
  if (on) void audio()?.resume();
}

let context: AudioContext | null = null;
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

/** Two short notes, drawn here so no sound file is fetched. */
export function chime(): void {
  const ctx = audio();
  if (!ctx || ctx.state !== 'running') return;
  [660, 880].forEach((hz, i) => {
    const at = ctx.currentTime + i * 0.18;
    const tone = ctx.createOscillator();
    const level = ctx.createGain();
    tone.frequency.value = hz;
    level.gain.setValueAtTime(0.0001, at);
    level.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    level.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(level).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

export type NotifyState = 'unsupported' | NotificationPermission;

export function notifyState(): NotifyState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** A browser notification, when the owner allowed it and is looking elsewhere; a tap opens the order. */
export function notifyOwner(title: string, body: string, onOpen: () => void): void {
  if (notifyState() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  const note = new Notification(title, { body, tag: 'kaarigar-new-order' });
  note.onclick = () => {
    window.focus();
    onOpen();
    note.close();
  };
}
