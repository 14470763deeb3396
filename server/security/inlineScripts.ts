/**
 * The inline scripts of the built index.html (the loading bar's painter, scripts/htmlShell.ts),
 * allowed by the admin's policy by their SHA-256 and nothing else: a script injected into a page
 * would have another hash and still be refused.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `'sha256-…'` of each `<script>` without a `src` in this HTML, as CSP writes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** Those of the index.html in the built client's folder, none without one. */
export function spaScriptHashes(spaRoot: string | undefined): string[] {
  const file = spaRoot && path.join(spaRoot, 'index.html');
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
