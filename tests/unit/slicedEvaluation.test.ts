/**
 * The first load's files run in slices (scripts/slicedEvaluation.ts): a check between top-level
 * statements yields to the event loop once the slice has run its budget, and the statements still
 * run in their order, once each.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sliceTopLevel, slicedEvaluation } from '../../scripts/slicedEvaluation';

const CHUNK = `"use client";
import { a } from './a.js';
function spin(ms) { const end = performance.now() + ms; while (performance.now() < end); }
globalThis.steps.push('one'); globalThis.postMessageToSelf(); spin(15);
const two = () => { globalThis.steps.push('two'); spin(15); };
two();
class Three { static x = globalThis.steps.push('three'); }
export { a, Three };
`;

const dir = mkdtempSync(join(tmpdir(), 'sliced-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the first load evaluated in slices', () => {
  it('puts a check before each top-level statement that runs code, after the first, and nowhere else', () => {
    const sliced = sliceTopLevel(CHUNK, 'index.js', 10)!;
    expect(sliced.points).toBe(5);
    const lines = sliced.code.split('\n');
    // The helpers are declared once, before the first statement that runs.
    expect(lines.findIndex((l) => l.startsWith('let __slicedEvaluationEnd'))).toBe(lines.findIndex((l) => l.startsWith('function spin')) + 1);
    expect(sliced.code.match(/await __slicedEvaluationYield\(\)/g)).toHaveLength(5);
    // Not inside a function, not before the import, the directive, the function declaration or the export.
    expect(sliced.code).toContain("const two = () => { globalThis.steps.push('two'); spin(15); };");
    expect(sliced.code).toMatch(/^"use client";\nimport \{ a \} from '\.\/a\.js';\nfunction spin/);
    expect(sliced.code).toMatch(/\}\nexport \{ a, Three \};\n$/);
  });

  it('leaves a chunk with nothing to run alone, and refuses one that already names its helpers', () => {
    expect(sliceTopLevel("import { a } from './a.js';\nfunction f() {}\nexport { a, f };\n", 'x.js', 10)).toBeNull();
    expect(() => sliceTopLevel('let __slicedEvaluationEnd = 1;\nf();\n', 'x.js', 10)).toThrow(/already names/);
  });

  it('yields to the event loop between statements once the budget is spent, and runs every statement in order', async () => {
    const module = (name: string, code: string) => {
      const file = join(dir, name);
      writeFileSync(file, code.replace("import { a } from './a.js';\n", '').replace('export { a, Three };', 'export { Three };'));
      return pathToFileURL(file).href;
    };
    const run = async (url: string) => {
      const steps: string[] = ((globalThis as unknown as { steps: string[] }).steps = []);
      // A message posted by the module's first statement: it runs where the module yields.
      (globalThis as unknown as { postMessageToSelf: () => void }).postMessageToSelf = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          steps.push('other');
          channel.port1.close();
        };
        channel.port2.postMessage(0);
      };
      const { Three } = (await import(url)) as { Three: unknown };
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { steps, Three };
    };
    const whole = await run(module('whole.mjs', CHUNK));
    expect(whole.steps).toEqual(['one', 'two', 'three', 'other']);
    const sliced = await run(module('sliced.mjs', sliceTopLevel(CHUNK, 'sliced.mjs', 10)!.code));
    expect(sliced.steps).toEqual(['one', 'other', 'two', 'three']);
    expect(sliced.Three).toBeTypeOf('function');
  });

  it('slices only the chunks it is told to', () => {
    const plugin = slicedEvaluation((name) => name === 'index');
    const render = plugin.renderChunk as (code: string, chunk: { name: string; fileName: string }) => { code: string } | null;
    expect(render(CHUNK, { name: 'index', fileName: 'assets/index.js' })?.code).toContain('__slicedEvaluationYield');
    expect(render(CHUNK, { name: 'Editor', fileName: 'assets/Editor.js' })).toBeNull();
  });
});
