import type { Shape } from './data/types';

/**
 * Simple device silhouettes drawn in a 400x400 box, so generated pictures look like the
 * product they stand for. `color` is the accent (screen, body or trim).
 */
export function shapeSvg(shape: Shape, color: string): string {
  const dark = '#1f2937';
  const light = '#f8fafc';
  const line = '#cbd5e1';
  switch (shape) {
    case 'tv':
      return `<rect x="10" y="40" width="380" height="230" rx="14" fill="${dark}"/>
<rect x="22" y="52" width="356" height="206" rx="6" fill="${color}"/>
<path d="M22 52 L200 52 L90 258 L22 258 Z" fill="#ffffff" opacity="0.08"/>
<rect x="175" y="270" width="50" height="38" fill="#374151"/><rect x="110" y="304" width="180" height="14" rx="7" fill="#374151"/>`;
    case 'monitor':
      return `<rect x="30" y="50" width="340" height="210" rx="10" fill="${dark}"/>
<rect x="40" y="60" width="320" height="180" rx="4" fill="${color}"/>
<rect x="185" y="260" width="30" height="70" fill="#4b5563"/><ellipse cx="200" cy="335" rx="90" ry="14" fill="#4b5563"/>`;
    case 'phone':
      return `<rect x="120" y="10" width="160" height="330" rx="28" fill="${dark}"/>
<rect x="130" y="22" width="140" height="306" rx="20" fill="${color}"/>
<rect x="180" y="32" width="40" height="10" rx="5" fill="${dark}"/>
<circle cx="200" cy="300" r="10" fill="#ffffff" opacity="0.25"/>`;
    case 'tablet':
      return `<rect x="60" y="30" width="280" height="350" rx="24" fill="${dark}"/>
<rect x="74" y="44" width="252" height="322" rx="12" fill="${color}"/>
<circle cx="200" cy="37" r="4" fill="#6b7280"/>`;
    case 'watch':
      return `<rect x="160" y="10" width="80" height="380" rx="24" fill="#374151"/>
<rect x="115" y="105" width="170" height="190" rx="44" fill="${dark}"/>
<rect x="128" y="118" width="144" height="164" rx="34" fill="${color}"/>
<rect x="284" y="160" width="12" height="40" rx="5" fill="#6b7280"/>`;
    case 'laptop':
      return `<rect x="60" y="40" width="280" height="195" rx="12" fill="${dark}"/>
<rect x="72" y="52" width="256" height="170" rx="4" fill="${color}"/>
<path d="M30 240 H370 L395 278 H5 Z" fill="#9ca3af"/><rect x="165" y="244" width="70" height="8" rx="4" fill="#6b7280"/>`;
    case 'fridge':
      return `<rect x="110" y="10" width="180" height="375" rx="16" fill="${color}"/>
<rect x="110" y="10" width="180" height="375" rx="16" fill="#ffffff" opacity="0.12"/>
<line x1="110" y1="135" x2="290" y2="135" stroke="${dark}" stroke-width="4" opacity="0.5"/>
<rect x="128" y="60" width="10" height="55" rx="5" fill="${dark}" opacity="0.7"/>
<rect x="128" y="155" width="10" height="90" rx="5" fill="${dark}" opacity="0.7"/>
<rect x="120" y="385" width="30" height="8" fill="${dark}"/><rect x="250" y="385" width="30" height="8" fill="${dark}"/>`;
    case 'washer':
      return `<rect x="80" y="30" width="240" height="340" rx="18" fill="${light}" stroke="${line}" stroke-width="4"/>
<rect x="80" y="30" width="240" height="60" rx="18" fill="${color}"/>
<circle cx="130" cy="60" r="12" fill="${light}"/><rect x="200" y="52" width="90" height="16" rx="8" fill="${light}" opacity="0.7"/>
<circle cx="200" cy="225" r="95" fill="${line}"/><circle cx="200" cy="225" r="75" fill="${color}" opacity="0.85"/>
<path d="M150 205 Q200 170 250 205" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.5"/>`;
    case 'ac':
      return `<rect x="10" y="120" width="380" height="130" rx="34" fill="${light}" stroke="${line}" stroke-width="4"/>
<rect x="30" y="205" width="340" height="10" rx="5" fill="${line}"/><rect x="30" y="225" width="340" height="10" rx="5" fill="${line}"/>
<circle cx="340" cy="160" r="8" fill="${color}"/><rect x="40" y="150" width="120" height="18" rx="9" fill="${color}" opacity="0.8"/>`;
    case 'oven':
      return `<rect x="50" y="60" width="300" height="270" rx="16" fill="${color}"/>
<rect x="80" y="135" width="240" height="165" rx="10" fill="#111827" opacity="0.85"/>
<circle cx="95" cy="97" r="14" fill="${light}"/><circle cx="145" cy="97" r="14" fill="${light}"/>
<circle cx="195" cy="97" r="14" fill="${light}"/><rect x="245" y="87" width="80" height="22" rx="6" fill="#111827"/>
<rect x="90" y="145" width="220" height="8" rx="4" fill="#ffffff" opacity="0.3"/>`;
    case 'speaker':
      return `<rect x="120" y="30" width="160" height="340" rx="70" fill="${color}"/>
<circle cx="200" cy="140" r="48" fill="#111827" opacity="0.85"/><circle cx="200" cy="140" r="18" fill="#4b5563"/>
<circle cx="200" cy="270" r="55" fill="#111827" opacity="0.85"/><circle cx="200" cy="270" r="22" fill="#4b5563"/>`;
    case 'headphones':
      return `<path d="M85 230 V180 A115 115 0 0 1 315 180 V230" stroke="${dark}" stroke-width="24" fill="none"/>
<rect x="55" y="200" width="80" height="140" rx="36" fill="${color}"/><rect x="265" y="200" width="80" height="140" rx="36" fill="${color}"/>
<rect x="70" y="215" width="30" height="110" rx="15" fill="#ffffff" opacity="0.2"/>`;
    case 'camera':
      return `<path d="M120 110 L150 70 H250 L280 110 Z" fill="${dark}"/>
<rect x="40" y="105" width="320" height="210" rx="24" fill="${dark}"/>
<circle cx="200" cy="210" r="88" fill="#4b5563"/><circle cx="200" cy="210" r="66" fill="${color}"/>
<circle cx="200" cy="210" r="36" fill="#111827"/><circle cx="185" cy="195" r="10" fill="#ffffff" opacity="0.5"/>
<rect x="290" y="125" width="44" height="20" rx="6" fill="#9ca3af"/>`;
    case 'console':
      return `<rect x="140" y="20" width="120" height="350" rx="26" fill="${light}" stroke="${line}" stroke-width="4"/>
<rect x="188" y="20" width="24" height="350" fill="${dark}"/>
<path d="M60 300 Q40 360 80 370 Q110 372 130 340 H270 Q290 372 320 370 Q360 360 340 300 Q325 260 290 262 H110 Q75 260 60 300 Z" fill="${color}"/>
<circle cx="120" cy="305" r="12" fill="${dark}"/><circle cx="280" cy="305" r="12" fill="${dark}"/>`;
    case 'jug':
      return `<path d="M130 90 H280 L300 350 H110 Z" fill="${color}"/>
<path d="M280 130 Q350 140 345 210 Q340 270 292 280" stroke="${dark}" stroke-width="22" fill="none"/>
<rect x="120" y="60" width="170" height="36" rx="14" fill="${dark}"/><rect x="95" y="345" width="220" height="30" rx="10" fill="${dark}"/>
<rect x="150" y="120" width="22" height="190" rx="11" fill="#ffffff" opacity="0.25"/>`;
    case 'fan':
      return `<rect x="192" y="230" width="16" height="130" fill="#6b7280"/><ellipse cx="200" cy="365" rx="90" ry="18" fill="#6b7280"/>
<circle cx="200" cy="150" r="130" fill="${light}" stroke="${line}" stroke-width="6"/>
<ellipse cx="200" cy="90" rx="32" ry="60" fill="${color}"/>
<ellipse cx="200" cy="90" rx="32" ry="60" fill="${color}" transform="rotate(120 200 150)"/>
<ellipse cx="200" cy="90" rx="32" ry="60" fill="${color}" transform="rotate(240 200 150)"/>
<circle cx="200" cy="150" r="22" fill="${dark}"/>`;
    case 'router':
      return `<rect x="95" y="60" width="14" height="170" rx="7" fill="${dark}"/><rect x="291" y="60" width="14" height="170" rx="7" fill="${dark}"/>
<rect x="193" y="90" width="14" height="140" rx="7" fill="${dark}"/>
<rect x="40" y="220" width="320" height="95" rx="22" fill="${dark}"/>
<circle cx="90" cy="268" r="8" fill="${color}"/><circle cx="120" cy="268" r="8" fill="${color}"/>
<circle cx="150" cy="268" r="8" fill="${color}"/><rect x="220" y="262" width="110" height="12" rx="6" fill="#374151"/>`;
    case 'printer':
      return `<rect x="110" y="60" width="180" height="110" fill="#ffffff" stroke="${line}" stroke-width="4"/>
<rect x="40" y="140" width="320" height="170" rx="18" fill="#e5e7eb" stroke="${line}" stroke-width="4"/>
<rect x="40" y="180" width="320" height="16" fill="${color}"/><rect x="90" y="250" width="220" height="40" rx="6" fill="#374151"/>
<rect x="300" y="155" width="40" height="14" rx="7" fill="${color}"/>`;
    case 'accessory':
      return `<rect x="130" y="60" width="140" height="200" rx="30" fill="${color}"/>
<rect x="150" y="80" width="30" height="160" rx="15" fill="#ffffff" opacity="0.2"/>
<path d="M200 260 C200 320 120 320 120 360 S230 390 260 340" stroke="${dark}" stroke-width="12" fill="none"/>
<rect x="240" y="325" width="40" height="26" rx="6" fill="${dark}"/>`;
  }
}
