import { LIMITS } from '@signaldesk/contract';

/** A short two-note chime at the specification's volume; made with Web Audio, so there is no sound file to load. */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = LIMITS.notificationVolume;
  gain.connect(context.destination);
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    const start = context.currentTime + index * 0.12;
    tone.start(start);
    tone.stop(start + 0.1);
  });
  setTimeout(() => void context.close(), 500);
}
