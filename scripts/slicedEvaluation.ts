/**
 * The first load's files run in slices of a few milliseconds instead of one long task.
 *
 * A chunk's top-level code (every module's top-level statements, hoisted into it by rolldown) runs
 * in one task: on /events that was the longest task of the load, 700–1,000 ms at Lighthouse's 4×
 * CPU, during which the page cannot answer a tap. Between two top-level statements of the chunks
 * named here, the build adds a check: once the slice has run its budget, the chunk awaits a
 * yield to the browser (`scheduler.yield()`, else a MessageChannel message), then goes on. The
 * chunk becomes an async module (top-level await), which its importers wait for as ES modules do;
 * statements keep their order, and nothing inside a function changes. Measured in
 * docs/decisions.md (issue 11, session 48).
 */
import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

const END = '__slicedEvaluationEnd';
const YIELD = '__slicedEvaluationYield';

/** Declared before the chunk's first statement: the slice's end, and the yield that starts the next one. */
export const slicePrelude = (budgetMs: number) =>
  `let ${END} = performance.now() + ${budgetMs};\n` +
  `const ${YIELD} = () => new Promise((resolve) => {\n` +
  `  const next = () => { ${END} = performance.now() + ${budgetMs}; resolve(); };\n` +
  `  if (globalThis.scheduler?.yield) globalThis.scheduler.yield().then(next);\n` +
  `  else { const channel = new MessageChannel(); channel.port1.onmessage = () => { channel.port1.close(); next(); }; channel.port2.postMessage(0); }\n` +
  `});\n`;

const CHECK = `performance.now() > ${END} && await ${YIELD}();\n`;

export interface Sliced {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  /** Where a slice may end: the statements a check was put before. */
  points: number;
}

/** The chunk's code with a check before each top-level statement that runs code; null when it has none. */
export function sliceTopLevel(code: string, fileName: string, budgetMs: number): Sliced | null {
  if (code.includes(END) || code.includes(YIELD)) throw new Error(`${fileName} already names ${END} or ${YIELD}`);
  const { program, errors } = parseSync(fileName, code);
  if (errors.length) throw new Error(`${fileName}: ${errors[0].message}`);
  // Imports are linked before any code runs, rolldown writes a chunk's exports as one `export { ... }`
  // at its end, and function declarations are hoisted: a check before them would cut nothing.
  const runs = program.body.filter(
    (s) => s.type !== 'ImportDeclaration' && !s.type.startsWith('Export') && s.type !== 'FunctionDeclaration' && !('directive' in s && s.directive),
  );
  if (runs.length === 0) return null;
  const out = new MagicString(code);
  out.appendLeft(runs[0].start, slicePrelude(budgetMs));
  for (const statement of runs.slice(1)) out.appendLeft(statement.start, CHECK);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }), points: runs.length - 1 };
}

/** Slices the chunks whose name `sliced` accepts (the entry, the first page's libraries, the admin). */
export function slicedEvaluation(sliced: (chunkName: string) => boolean, budgetMs = 10): Plugin {
  return {
    name: 'sliced-evaluation',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!sliced(chunk.name)) return null;
      const result = sliceTopLevel(code, chunk.fileName, budgetMs);
      return result && { code: result.code, map: result.map };
    },
  };
}
