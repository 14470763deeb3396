/**
 * Small generated cover images for the demo events (SVG, 1200x630): a two-colour gradient with
 * a sun and a skyline of hills, so each card shows something distinct without shipping files.
 */
import type { DecodedImage } from './resources/events/images';

export function coverSvg(from: string, to: string, accent: string): DecodedImage {
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="860" cy="250" r="120" fill="${accent}" opacity="0.85"/>
  <path d="M0 470 Q200 360 400 450 T800 430 T1200 440 V630 H0 Z" fill="#000" opacity="0.25"/>
  <path d="M0 540 Q300 450 600 530 T1200 510 V630 H0 Z" fill="#000" opacity="0.35"/>
</svg>
`;
  return { bytes: Buffer.from(svg, 'utf8'), ext: 'svg' };
}
