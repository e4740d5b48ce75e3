import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The insights' charts, drawn with recharts: this file and the library come with the admin's insights
 * screen only (its lazy route), never with a visitor's page. Colours follow the theme through
 * `currentColor` (the elements' CSS colour).
 */

/** A piece's or a post's views a day, as a line without axes: its shape at a glance. The numbers stand beside it. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const data = values.map((views, day) => ({ day, views }));
  return (
    <span className="insights-spark" role="img" aria-label={label}>
      <LineChart width={112} height={28} data={data} margin={{ top: 3, right: 2, bottom: 3, left: 2 }}>
        <YAxis hide domain={[0, 'dataMax']} />
        <Line
          type="monotone"
          dataKey="views"
          stroke="currentColor"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </span>
  );
}

/** Every view a day over the window, with the days along the bottom. */
export function DailyViews({
  days,
  label,
  name,
}: {
  days: { label: string; views: number }[];
  label: string;
  name: string;
}) {
  return (
    <figure className="insights-chart insights-chart--daily" aria-label={label}>
      <ResponsiveContainer width="100%" height={180}>
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <XAxis
            dataKey="label"
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            cursor={false}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              color: 'var(--text)',
            }}
          />
          <Area
            type="monotone"
            dataKey="views"
            name={name}
            stroke="var(--accent)"
            fill="var(--accent)"
            fillOpacity={0.22}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Visits by the kind of site they came from, one bar each. */
export function ReferrerBars({
  sites,
  label,
  name,
}: {
  sites: { label: string; views: number }[];
  label: string;
  name: string;
}) {
  return (
    <figure className="insights-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={sites.length * 34 + 16}>
        <BarChart data={sites} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={{ fill: 'currentColor', fontSize: 13 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={false}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              color: 'var(--text)',
            }}
          />
          <Bar
            dataKey="views"
            name={name}
            fill="var(--burgundy)"
            radius={[0, 4, 4, 0]}
            barSize={18}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
