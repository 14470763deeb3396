/**
 * Whether a row of MUI Tabs fits its width without scrolling. MUI's own `scrollButtons="auto"`
 * measures with its arrows on screen: once a narrow moment (a font still loading, a scrollbar
 * appearing) has shown them, the 80 px they take keep the row overflowing for good. Measuring
 * the whole root against the tabs' natural width breaks that loop: arrows only when needed.
 */
import { useCallback, useEffect, useState } from 'react';

export function useTabsFit(): { ref: (node: HTMLElement | null) => void; fits: boolean } {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [fits, setFits] = useState(true);
  const ref = useCallback((n: HTMLElement | null) => setNode(n), []);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const list = node.querySelector('[role="tablist"]') as HTMLElement | null;
    if (!list) return;
    const measure = () => {
      const natural = Array.from(list.children).reduce((sum, tab) => sum + (tab as HTMLElement).offsetWidth, 0);
      setFits(natural <= node.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const tab of Array.from(list.children)) observer.observe(tab);
    measure();
    return () => observer.disconnect();
  }, [node]);
  return { ref, fits };
}
