/**
 * The bar shown while the admin loads: painted by index.html before any script (scripts/htmlShell.ts,
 * src/layout/shellPaint.ts), then drawn by React (src/layout/AppShell.tsx) with the same elements,
 * the business's cached name, logo and colours, or the product's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import { lighten } from '@mui/material';
import { AppShell } from '../../src/layout/AppShell';
import { setPreferences } from '../../src/layout/preferences';
import { buildTheme } from '../../src/layout/theme';
import { shellColours } from '../../src/layout/shellPaint';
import { matchPath } from 'react-router-dom';
import { OUTSIDE_PATHS, isOutsideLayout, patternSource } from '../../src/custom/outsidePaths';
import { SHELL_CONFIG, shellMarkup, shellScript } from '../../scripts/htmlShell';

afterEach(() => setPreferences({ businessName: undefined, logo: undefined, primaryColor: undefined, secondaryColor: undefined }));

describe('the bar while the admin loads', () => {
  it("shows the product's name on a device that never loaded the admin, over a labelled loading bar", () => {
    render(<AppShell />);
    expect(within(screen.getByRole('banner')).getByText('Bilheteria')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'carregando...' })).toBeInTheDocument();
  });

  it("shows the business's cached name and logo, as the admin's bar does", () => {
    setPreferences({ businessName: 'Forró Produções', logo: '/uploads/logo.png' });
    render(<AppShell />);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Forró Produções')).toBeInTheDocument();
    expect(bar.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
  });
});

/** Tags, classes, roles and names of an element and its descendants: what the shell's style and a screen reader see. */
const shape = (el: Element): unknown => [
  el.tagName,
  el.getAttribute('class'),
  el.getAttribute('role'),
  el.getAttribute('aria-label'),
  [...el.children].filter((c) => c.tagName !== 'SCRIPT').map(shape),
];

describe('the bar index.html paints before any script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = `<div id="root">${shellMarkup('Bilheteria', 'carregando...')}</div>`;
  });
  const paint = (path: string) => {
    window.history.pushState({}, '', path);
    // The inline script's very text, as index.html holds it.
    new Function(shellScript())();
    return document.getElementById('app-shell')!;
  };

  it('has the elements and classes React then draws in its place, so nothing moves or changes', () => {
    localStorage.setItem('bilheteria.session', '1');
    const painted = paint('/events');
    const { container } = render(<AppShell />);
    const drawn = container.firstElementChild!;
    expect(drawn.id).toBe('app-shell');
    expect(shape(painted)).toEqual(shape(drawn));
    const colours = (el: Element) => ['--shell-bar', '--shell-text', '--shell-progress', '--shell-track'].map((name) => (el as HTMLElement).style.getPropertyValue(name));
    expect(colours(painted)).toEqual(['#0f766e', '#fff', '#5b21b6', 'rgb(192, 170, 227)']);
    expect(colours(painted)).toEqual(colours(drawn));
  });

  it("shows the business's cached name, logo and colours on an admin page of a browser with a session", () => {
    localStorage.setItem('bilheteria.session', '1');
    localStorage.setItem('preferences', JSON.stringify({ businessName: 'Forró <b>Produções</b>', logo: '/uploads/logo.png', primaryColor: '#1e3a8a', secondaryColor: '#F59E0B' }));
    const shell = paint('/events/12/sectors-and-sales');
    expect(shell.hidden).toBe(false);
    expect(within(shell).getByRole('banner').textContent).toBe('Forró <b>Produções</b>');
    expect(shell.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
    expect(shell.querySelector('img')!.hidden).toBe(false);
    expect(shell.style.getPropertyValue('--shell-bar')).toBe('#F59E0B');
    expect(shell.style.getPropertyValue('--shell-text')).toBe('rgba(0, 0, 0, 0.87)');
    expect(within(shell).getByRole('progressbar', { name: 'carregando...' })).toBeInTheDocument();
  });

  it("stays hidden where React draws no such bar: without a session, on the login and the public pages, with unreadable preferences", () => {
    for (const path of ['/auth/login', '/ativar-cortesia', '/accreditation/7/login', '/validate/', '/Ingressos']) {
      localStorage.setItem('bilheteria.session', '1');
      expect(paint(path).hidden, path).toBe(true);
    }
    localStorage.removeItem('bilheteria.session');
    expect(paint('/events').hidden).toBe(true);
    localStorage.setItem('bilheteria.session', '1');
    localStorage.setItem('preferences', '{not json');
    expect(paint('/events').hidden).toBe(true);
  });

  it('tells an admin page from a page outside the admin as react-router matches their routes, as the app does (src/custom/outsidePaths.ts)', () => {
    const outside = (path: string) => SHELL_CONFIG.outside.some((re) => new RegExp(re, 'i').test(path));
    const paths = ['/', '/events', '/auth/login', '/auth/login/', '/AUTH/LOGIN', '/auth/loginx', '/accreditation/5', '/accreditation/5/area/x',
      '/accreditations/5', '/accreditation-participant', '/validate', '/validate/accreditation', '/validate/other', '/convite/9', '/convite/9/x',
      '/ingressos', '/preview/sales-page', '/dashboard', '/accreditation/5/login/', '/Validate/Accreditation-Options', '/ativar-cortesia/x'];
    const routed = paths.map((p) => OUTSIDE_PATHS.some((path) => matchPath(path, p) !== null));
    expect(routed).toContain(true);
    expect(routed).toContain(false);
    expect(paths.map(outside)).toEqual(routed);
    expect(paths.map(isOutsideLayout)).toEqual(routed);
    expect(patternSource('/a.b/:id/*')).toBe('^/a\\.b/[^/]+(?:/.*)?$');
  });

  it("gives the bar MUI's colours for the admin's theme: the secondary colour, the text MUI picks for it, the primary over its lighter track", () => {
    for (const [primaryColor, secondaryColor] of [['#1e3a8a', '#F59E0B'], ['#fde047', '#111827'], ['#abc', '#0f766e'], [null, 'red'], ['#ffffff', '#ffffff']]) {
      const mui = createTheme(buildTheme({ primaryColor, secondaryColor })).palette;
      expect(shellColours(primaryColor, secondaryColor, SHELL_CONFIG.defaults)).toEqual({
        bar: mui.secondary.main,
        text: mui.secondary.contrastText,
        progress: mui.primary.main,
        track: lighten(mui.primary.main, 0.62),
      });
    }
  });
});
