// Writes the site's default notification sounds (web/public/assets/sounds/*.wav): short, soft
// chimes synthesised here, so the product ships sounds it owns. Run: node web/scripts/make-sounds.mjs
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets', 'sounds');

/** Notes as [frequency Hz, start s, length s]: each a sine with a soft attack, a decay and a little of its octave for warmth. */
function render(notes, volume = 0.32) {
  const seconds = Math.max(...notes.map(([, start, length]) => start + length)) + 0.05;
  const samples = new Float32Array(Math.ceil(seconds * RATE));
  for (const [freq, start, length] of notes) {
    const from = Math.floor(start * RATE);
    for (let i = 0; i < length * RATE && from + i < samples.length; i++) {
      const t = i / RATE;
      const envelope = Math.min(1, t / 0.012) * Math.exp(-t * (5 / length));
      samples[from + i] += envelope * (Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(4 * Math.PI * freq * t));
    }
  }
  const peak = Math.max(...samples.map(Math.abs)) || 1;
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round((v / peak) * volume * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS = {
  'chat-invite': [
    [659.25, 0, 0.35],
    [880, 0.13, 0.45],
  ],
  toast: [[783.99, 0, 0.22]],
  'system-notification': [
    [587.33, 0, 0.3],
    [739.99, 0.12, 0.35],
  ],
  'billing-started': [
    [523.25, 0, 0.3],
    [659.25, 0.1, 0.3],
    [783.99, 0.2, 0.45],
  ],
};

for (const [name, notes] of Object.entries(SOUNDS)) writeFileSync(join(out, `${name}.wav`), render(notes));
