import { Box, useMediaQuery, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { FinanceDashboardData } from './types';

const PALETTE = ['#d6336c', '#7048e8', '#ff8a5b', '#1c7ed6', '#2b8a3e', '#e8590c', '#a61e4d', '#5b4b66'];
const shortDay = (day: string) => day.slice(5);
/** Charts grow in only for those who have not asked their system for less motion. */
const useAnimate = () => !useMediaQuery('(prefers-reduced-motion: reduce)');

/** Net credits per service per day, stacked (recharts; this module loads only with the finance dashboard). */
export const RevenueChart = ({ data }: { data: FinanceDashboardData }) => {
  const translate = useTranslate();
  const animate = useAnimate();
  const rows = data.revenue.map((d) => ({ day: shortDay(d.day), ...d.by_service }));
  return (
    <Box sx={{ width: '100%', height: 300 }} data-testid="revenue-chart">
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {data.services.map((service, i) => (
            <Bar
              key={service}
              dataKey={service}
              stackId="revenue"
              name={translate(`admin.services.${service}`, { _: service })}
              fill={PALETTE[i % PALETTE.length]}
              isAnimationActive={animate}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
};

/** Approved payments per day: USD as bars, their count as a line. */
export const PaymentsChart = ({ data }: { data: FinanceDashboardData }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const animate = useAnimate();
  const rows = data.payments.map((d) => ({ day: shortDay(d.day), usd: d.usd, count: d.count }));
  return (
    <Box sx={{ width: '100%', height: 260 }} data-testid="payments-chart">
      <ResponsiveContainer>
        <ComposedChart data={rows} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis yAxisId="usd" tick={{ fontSize: 11 }} />
          <YAxis yAxisId="count" orientation="right" tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="usd"
            dataKey="usd"
            name={translate('admin.dashboard.finance.usd')}
            fill={theme.palette.primary.main}
            radius={[4, 4, 0, 0]}
            isAnimationActive={animate}
          />
          <Line
            yAxisId="count"
            dataKey="count"
            name={translate('admin.dashboard.finance.payments_count')}
            stroke={theme.palette.secondary.main}
            dot={false}
            strokeWidth={2}
            isAnimationActive={animate}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
};

export default { RevenueChart, PaymentsChart };
