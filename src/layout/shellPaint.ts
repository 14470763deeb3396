/**
 * The bar an admin page shows while its scripts load, painted by index.html itself before any file
 * arrives (scripts/htmlShell.ts writes it, and an inline script colours it), then by React's
 * AppShell with the same markup and classes until the admin's own bar takes its place.
 *
 * No imports: `paintShell` and `shellColours` are written into index.html as their source text.
 */

export const DEFAULT_PRIMARY = '#5b21b6';
export const DEFAULT_SECONDARY = '#0f766e';

export interface ShellColours {
  bar: string;
  text: string;
  progress: string;
  track: string;
}

/**
 * The colours MUI gives the admin's bar (the secondary colour and the text it picks for it, with
 * the theme's contrastThreshold of 4.5) and its loading bar (the primary colour over it lightened by
 * 0.62). Self-contained: inlined in index.html.
 */
export function shellColours(primaryColor: unknown, secondaryColor: unknown, defaults: { primary: string; secondary: string }): ShellColours {
  const hex = (c: unknown, fallback: string) => (typeof c === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c) ? c : fallback);
  const rgb = (c: string) => {
    const h = c.length === 4 ? c.replace(/[0-9a-f]/gi, (d) => d + d).slice(1) : c.slice(1);
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  };
  // MUI's getLuminance (sRGB, rounded to 3 decimals) and getContrastRatio against white.
  const luminance = (c: string) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
  };
  const bar = hex(secondaryColor, defaults.secondary);
  const progress = hex(primaryColor, defaults.primary);
  const text = 1.05 / (luminance(bar) + 0.05) >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  const track = `rgb(${rgb(progress)
    .map((v) => Math.floor(v + (255 - v) * 0.62))
    .join(', ')})`;
  return { bar, text, progress, track };
}

export interface ShellConfig {
  /** Addresses drawn outside the admin (src/custom/outsidePaths.ts), as regular expressions. */
  outside: string[];
  /** The localStorage key of the session flag (src/authProvider/tokens.ts). */
  sessionFlag: string;
  /** The localStorage key of the business's cached preferences (src/layout/preferences.ts). */
  preferences: string;
  defaults: { primary: string; secondary: string };
}

/**
 * Shows the bar index.html holds (hidden until then) when the address is an admin page and the
 * browser has a session, in the business's cached colours, name and logo: what React draws first
 * for such a page (src/Root.tsx), drawn before its scripts arrive. Self-contained: inlined.
 */
export function paintShell(config: ShellConfig, colours: typeof shellColours): void {
  const shell = document.getElementById('app-shell');
  if (!shell) return;
  let prefs: { primaryColor?: unknown; secondaryColor?: unknown; businessName?: unknown; logo?: unknown } = {};
  try {
    if (localStorage.getItem(config.sessionFlag) !== '1') return;
    prefs = JSON.parse(localStorage.getItem(config.preferences) ?? '{}') ?? {};
  } catch {
    return;
  }
  if (config.outside.some((re) => new RegExp(re, 'i').test(location.pathname))) return;
  const c = colours(prefs.primaryColor, prefs.secondaryColor, config.defaults);
  shell.style.cssText = `--shell-bar:${c.bar};--shell-text:${c.text};--shell-progress:${c.progress};--shell-track:${c.track}`;
  const name = shell.querySelector<HTMLElement>('.app-shell-name');
  if (name && typeof prefs.businessName === 'string' && prefs.businessName) name.textContent = prefs.businessName;
  const logo = shell.querySelector<HTMLImageElement>('.app-shell-logo');
  if (logo && typeof prefs.logo === 'string' && prefs.logo) {
    logo.src = prefs.logo;
    logo.hidden = false;
  }
  shell.hidden = false;
}
