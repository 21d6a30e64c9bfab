import { CHART_INK, CHART_MUTED, FONT_SIZE, GRID, chartHasData, fitLabel, type BarChart, type Chart, type LineChart, type TextTable } from "@/lib/history/charts/model";

/**
 * One chart of the deck: its heading and what it counts, the drawing (server-rendered SVG of the chart model, named
 * for screen readers by its title and summary), and the same figures as a table under "Show as a
 * table". An empty chart says so in words instead of drawing empty axes.
 */
export function ChartFigure({ chart, emptyNote }: { chart: Chart; emptyNote: string }) {
  const headingId = `${chart.id}-heading`;
  const summaryId = `${chart.id}-summary`;
  const hasData = chartHasData(chart);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 id={headingId} className="font-display text-2xl text-felt">
        {chart.title}
      </h2>
      <p className="text-sm text-muted">{chart.counts}</p>
      {hasData ? (
        <>
          <p id={summaryId}>{chart.summary}</p>
          <svg
            role="img"
            aria-labelledby={`${chart.id}-svg-title ${summaryId}`}
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            width="100%"
            className="h-auto max-w-2xl"
            fontFamily="inherit"
            fontSize={FONT_SIZE}
          >
            <title id={`${chart.id}-svg-title`}>{chart.title}</title>
            {chart.type === "line" ? <LineDrawing chart={chart} /> : <BarDrawing chart={chart} />}
          </svg>
          {chart.type === "line" && (
            <ul className="flex flex-wrap gap-x-6 gap-y-1" aria-label="Key">
              {chart.series.map((s) => (
                <li key={s.name} className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block h-1 w-6 rounded" style={{ background: s.colour }} />
                  {s.name}
                </li>
              ))}
            </ul>
          )}
          <details className="rounded-xl ring-1 ring-line">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-bold text-felt">Show as a table</summary>
            <FiguresTable table={chart.table} />
          </details>
        </>
      ) : (
        <p className="text-muted">{emptyNote}</p>
      )}
    </section>
  );
}

const MAX_POINTS = 40;

function LineDrawing({ chart }: { chart: LineChart }) {
  const { plot } = chart;
  return (
    <g>
      {chart.yTicks.map((tick) => (
        <g key={`y${tick.label}`}>
          <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} stroke={GRID} />
          <text x={plot.left - 6} y={tick.at} dy="0.32em" textAnchor="end" fill={CHART_MUTED}>
            {tick.label}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={CHART_INK} />
      {chart.xTicks.map((tick) => (
        <g key={`x${tick.label}`}>
          <line x1={tick.at} x2={tick.at} y1={plot.bottom} y2={plot.bottom + 5} stroke={CHART_INK} />
          <text x={tick.at} y={plot.bottom + 24} textAnchor="middle" fill={CHART_INK}>
            {tick.label}
          </text>
        </g>
      ))}
      {chart.series.map((s) => (
        <g key={s.name}>
          {s.areaPath && <path d={s.areaPath} fill={s.colour} fillOpacity={0.12} />}
          <path d={s.path} fill="none" stroke={s.colour} strokeWidth={2.5} strokeLinejoin="round" />
          {/* Each day's point, while there are few enough days for points to stand apart. */}
          {s.points.length <= MAX_POINTS && s.points.map((p) => <circle key={p.label} cx={p.x} cy={p.y} r={4} fill={s.colour} />)}
        </g>
      ))}
    </g>
  );
}

function BarDrawing({ chart }: { chart: BarChart }) {
  const { plot } = chart;
  return (
    <g>
      {chart.xTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={tick.at} x2={tick.at} y1={plot.top} y2={plot.bottom} stroke={GRID} />
          <text x={tick.at} y={plot.bottom + 22} textAnchor="middle" fill={CHART_MUTED}>
            {tick.label}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={CHART_INK} />
      {chart.headings.map((heading) => (
        // A white halo keeps a section's name legible where it crosses the grid and the axis.
        <text key={heading.label} x={4} y={heading.y} fontWeight="bold" fill={CHART_INK} stroke="#ffffff" strokeWidth={5} paintOrder="stroke">
          {heading.label}
        </text>
      ))}
      {chart.bars.map((bar, i) => (
        <g key={`${bar.label}-${i}`}>
          <text x={plot.left - 8} y={bar.y + bar.height / 2} dy="0.32em" textAnchor="end" fill={CHART_INK}>
            {fitLabel(bar.label)}
          </text>
          {/* The ink outline keeps a light player colour visible against the white (WCAG 1.4.11). */}
          <rect x={bar.x} y={bar.y} width={Math.max(bar.width, 1)} height={bar.height} rx={3} fill={bar.colour} stroke={CHART_INK} strokeWidth={1} />
          <text x={bar.x + bar.width + 6} y={bar.y + bar.height / 2} dy="0.32em" fontWeight="bold" fill={CHART_INK}>
            {bar.value}
          </text>
        </g>
      ))}
    </g>
  );
}

function FiguresTable({ table }: { table: TextTable }) {
  return (
    <div className="overflow-x-auto px-4 pb-4">
      <table className="w-full border-collapse text-left">
        <caption className="py-2 text-left text-muted">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-b border-line py-2 pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="border-b border-line py-2 pr-4 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="border-b border-line py-2 pr-4 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
