/**
 * The event card's date block (spec 1 section 3, `eventDate`): day numbers and abbreviated
 * pt-BR months of the start and end, as seen in São Paulo. One entry when start and end share
 * the date (days) or the month (months).
 */
const TIME_ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit' });
// 'dez.' -> 'dez': the card shows the month without the abbreviation dot.
const monthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, month: 'short' });
const dateKey = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface EventDate {
  days: string[];
  months: string[];
}

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

const month = (d: Date) => monthFormat.format(d).replace(/\.$/, '');

export function eventDate(startAt: string | null | undefined, endAt: string | null | undefined): EventDate {
  const start = valid(startAt);
  if (!start) return { days: [], months: [] };
  const end = valid(endAt);
  const days = [dayFormat.format(start)];
  const months = [month(start)];
  if (end) {
    const [s, e] = [dateKey.format(start), dateKey.format(end)];
    if (s !== e) days.push(dayFormat.format(end));
    if (s.slice(0, 7) !== e.slice(0, 7)) months.push(month(end));
  }
  return { days, months };
}
