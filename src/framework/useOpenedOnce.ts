import { useState } from 'react';

/**
 * True from the first render in which `open` is true, for good. A closed MUI dialog still renders
 * its styled root, slots and modal hooks; a list whose every card or row carries a few of them
 * paid for all of them in its first render. Mounted once asked for, a dialog then stays mounted,
 * so its closing still fades out (and a reopening is instant).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
