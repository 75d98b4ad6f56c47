/**
 * The dashboard's charts, drawn with Chart.js (only the controllers, elements and scales they use are
 * registered). This module is imported on demand by the dashboard, so the charting library is a chunk
 * of its own that only the dashboard downloads.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);

export interface ChartColours {
  primary: string;
  danger: string;
  text: string;
  grid: string;
  series: string[];
}

export interface Series {
  labels: string[];
  values: number[];
  /** How a value is written in tooltips and on the axis. */
  format: (value: number) => string;
}

const common = (colours: ChartColours) => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  color: colours.text,
});

/** GGR per day: bars, losing days in the danger colour. */
export function ggrChart(canvas: HTMLCanvasElement, series: Series, colours: ChartColours): Chart {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: series.labels,
      datasets: [
        {
          data: series.values,
          backgroundColor: series.values.map((v) => (v < 0 ? colours.danger : colours.primary)),
        },
      ],
    },
    options: {
      ...common(colours),
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (c) => series.format(Number(c.raw)) } },
      },
      scales: {
        x: { ticks: { color: colours.text }, grid: { color: colours.grid } },
        y: {
          ticks: { color: colours.text, callback: (v) => series.format(Number(v)) },
          grid: { color: colours.grid },
        },
      },
    },
  });
}

/** Top games: horizontal bars. */
export function gamesChart(canvas: HTMLCanvasElement, series: Series, colours: ChartColours): Chart {
  return new Chart(canvas, {
    type: 'bar',
    data: { labels: series.labels, datasets: [{ data: series.values, backgroundColor: colours.series }] },
    options: {
      ...common(colours),
      indexAxis: 'y',
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (c) => series.format(Number(c.raw)) } },
      },
      scales: {
        x: {
          ticks: { color: colours.text, callback: (v) => series.format(Number(v)) },
          grid: { color: colours.grid },
        },
        y: { ticks: { color: colours.text }, grid: { display: false } },
      },
    },
  });
}

/** Players per channel: a doughnut with its legend. */
export function channelsChart(canvas: HTMLCanvasElement, series: Series, colours: ChartColours): Chart {
  return new Chart(canvas, {
    type: 'doughnut',
    data: { labels: series.labels, datasets: [{ data: series.values, backgroundColor: colours.series }] },
    options: {
      ...common(colours),
      plugins: {
        legend: { position: 'right', labels: { color: colours.text } },
        tooltip: { callbacks: { label: (c) => `${c.label}: ${series.format(Number(c.raw))}` } },
      },
    },
  });
}
