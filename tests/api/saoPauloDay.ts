/**
 * For a test file whose fixture writes "today's" rows and then asks for today's figures: a São
 * Paulo midnight between the two moves the rows to yesterday (CI once ran the dashboard's file at
 * 23:54 in São Paulo). The file starts on a day that has at least `minutes` left.
 */
import { addDays, dayAt, dayStart, type Day } from '../../src/shared/dashboard/period';

/** How long to wait at `now` so that at least `minutes` of the São Paulo day are left: 0, or until just past midnight. */
export function waitForWholeDay(now: Date, minutes: number): number {
  const left = dayStart(addDays(dayAt(now), 1)).getTime() - now.getTime();
  return left >= minutes * 60_000 ? 0 : left + 1_000;
}

/** Waits if needed (see above) and answers the São Paulo day the file runs on. */
export async function startOfWholeDay(minutes: number): Promise<Day> {
  const wait = waitForWholeDay(new Date(), minutes);
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  return dayAt(new Date());
}
