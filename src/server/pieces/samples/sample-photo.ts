import sharp from 'sharp';

/**
 * A stand-in for a shopper's photo, drawn from code (no downloads, no real person): a smiling
 * figure in a garden with soft light, photo-like gradients and sensor noise, so the mug styles
 * have faces, edges, skin and sky to work on in tests and sample renders.
 */
export async function samplePhoto(width = 900, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 1200">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6e6"/><stop offset="0.6" stop-color="#d9ecf7"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#f1c9a5"/><stop offset="0.7" stop-color="#d79c72"/><stop offset="1" stop-color="#b4764f"/></radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2574c"/><stop offset="1" stop-color="#8e2a2a"/></linearGradient>
    <linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fae5a"/><stop offset="1" stop-color="#2f6b35"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="900" height="1200" fill="url(#sky)"/>
  <circle cx="720" cy="210" r="190" fill="url(#sun)"/>
  <path d="M0,760 C200,660 380,720 520,690 C680,650 800,700 900,680 L900,1200 L0,1200 Z" fill="url(#hill)"/>
  <g fill="#f2d14b">${[80, 170, 760, 840, 120].map((x, i) => `<circle cx="${x}" cy="${880 + (i % 3) * 60}" r="16"/><circle cx="${x}" cy="${880 + (i % 3) * 60}" r="6" fill="#b5541c"/>`).join('')}</g>
  <g filter="url(#soft)">
    <path d="M230,1200 C240,980 320,900 450,900 C580,900 660,980 670,1200 Z" fill="url(#shirt)"/>
    <rect x="405" y="780" width="90" height="140" rx="40" fill="#c98b62"/>
    <ellipse cx="450" cy="610" rx="175" ry="215" fill="url(#skin)"/>
    <path d="M270,600 C250,400 360,330 460,335 C580,340 660,420 640,600 C620,500 560,450 450,455 C350,455 290,500 270,600 Z" fill="#2b1c15"/>
    <ellipse cx="385" cy="600" rx="26" ry="17" fill="#fff"/><ellipse cx="515" cy="600" rx="26" ry="17" fill="#fff"/>
    <circle cx="388" cy="602" r="12" fill="#3b2416"/><circle cx="512" cy="602" r="12" fill="#3b2416"/>
    <circle cx="392" cy="597" r="4" fill="#fff"/><circle cx="516" cy="597" r="4" fill="#fff"/>
    <path d="M345,562 Q385,540 425,560" stroke="#2b1c15" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M475,560 Q515,540 555,562" stroke="#2b1c15" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M450,620 Q440,680 452,690" stroke="#a86a46" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M385,718 Q450,770 515,718 Q450,745 385,718 Z" fill="#8c2f2f"/>
    <circle cx="360" cy="690" r="30" fill="#e88a7a" opacity="0.35"/><circle cx="540" cy="690" r="30" fill="#e88a7a" opacity="0.35"/>
    <circle cx="450" cy="520" r="9" fill="#c0392b"/>
  </g>
</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Deterministic sensor noise: a photo is never perfectly flat.
  let state = 12345;
  for (let i = 0; i < base.data.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    base.data[i] = Math.max(0, Math.min(255, (base.data[i] ?? 0) + ((state >>> 24) % 9) - 4));
  }
  return sharp(base.data, { raw: base.info }).jpeg({ quality: 88 }).toBuffer();
}
