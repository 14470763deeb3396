/**
 * The first number or date a page writes in pt-BR loads ICU's data for the locale and the time
 * zone: ~40 ms on a 2-core machine (four times that on a phone's CPU), paid inside the render of
 * the first list or tree. While an admin page's first load waits for its code and data, the main
 * thread is idle: the data is loaded then, and the page's own formats are built from it later at a
 * fraction of the cost (docs/decisions.md, session 39). In three pieces, the locale's, the numbers'
 * and the dates' with the time zone: the first date format alone was one task of 32–51 ms, four
 * times that on a phone's CPU (session 53).
 */
import { TIME_ZONE } from './shared/timeZone';
import { whenIdle } from './framework/whenIdle';

const idle = (work: () => void) => whenIdle(work, 3000, 50);

export function warmFormats(): void {
  idle(() => {
    new Intl.Locale('pt-BR').maximize();
    idle(() => {
      (0).toLocaleString('pt-BR');
      idle(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit' }).format(0));
    });
  });
}
