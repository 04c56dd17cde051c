import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useColorMode } from '@/theme/color-mode';

/** A colour of the theme, as the canvas draws it (the CSS variables hold oklch values, which canvas reads). */
const themeColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const HEIGHT = 180;

/**
 * One figure over the days, as a line (uPlot, drawn on a canvas): `days` are `YYYY-MM-DD`, UTC. The
 * canvas is a picture for the eye; the page gives the same figures as a table for everyone else.
 */
export function DailyChart({ days, values, format }: { days: string[]; values: number[]; format: (value: number) => string }) {
  const container = useRef<HTMLDivElement>(null);
  const { isDark } = useColorMode();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas keeps the colours it was drawn with; a new theme draws it again
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const axis = { stroke: themeColour('--muted-foreground'), grid: { stroke: themeColour('--border') }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_, min, max) => [Math.min(0, min), Math.max(1, max)] } },
        axes: [axis, { ...axis, size: 70, values: (_, ticks) => ticks.map(format) }],
        series: [{}, { stroke: themeColour('--primary'), width: 2, points: { show: days.length < 40 } }],
      },
      [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), values],
      element,
    );
    // The chart is as wide as its card, on a phone and on resizing.
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, values, format, isDark]);
  return <div ref={container} aria-hidden className="w-full overflow-hidden" />;
}
