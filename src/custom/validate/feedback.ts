/**
 * What a doorman hears and feels without looking: a beep made with Web Audio (no sound file, no
 * CDN) and a vibration, different for a valid entry, a meia-entrada warning and a refusal.
 */
import type { ScanTone } from '../../shared/resources/validators/scan';

let audio: AudioContext | null = null;

/** Call from a tap or a key press: browsers start audio only after the person acted. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null; // no Web Audio: vibration only
  }
}

/** Notes (Hz, ms) of each tone: one high beep, two middle ones, three low ones. */
const NOTES: Record<ScanTone, [number, number][]> = {
  valid: [[1320, 180]],
  warning: [[880, 160], [880, 160]],
  refused: [[220, 220], [220, 220], [220, 220]],
};
const VIBRATION: Record<ScanTone, number[]> = { valid: [120], warning: [150, 80, 150], refused: [300, 100, 300, 100, 300] };

export function signal(tone: ScanTone): void {
  try {
    navigator.vibrate?.(VIBRATION[tone]);
  } catch {
    // vibration refused: the sound and the colour still tell
  }
  if (!audio || audio.state !== 'running') return;
  let at = audio.currentTime;
  for (const [frequency, ms] of NOTES[tone]) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = tone === 'refused' ? 'square' : 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    osc.connect(gain).connect(audio.destination);
    osc.start(at);
    osc.stop(at + ms / 1000);
    at += (ms + 70) / 1000;
  }
}
