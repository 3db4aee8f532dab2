import { CalendarDays, Download, Image, Layers } from 'lucide-react';
import { Card } from '../../components/ui/card';
import type { AccountStats } from './api';

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function StatCards({ stats, loading }: { stats: AccountStats | null; loading: boolean }) {
  const show = (value: number | string | undefined) => (loading || value === undefined ? '...' : value);
  const cards = [
    { label: 'Total Designs', value: show(stats?.totalDesigns), icon: Image, tint: 'bg-brand-100 text-brand-700' },
    { label: 'Total Mockups', value: show(stats?.totalMockups), icon: Layers, tint: 'bg-fuchsia-100 text-fuchsia-700' },
    { label: 'Total Exports', value: show(stats?.totalExports), icon: Download, tint: 'bg-sky-100 text-sky-700' },
    {
      label: 'Member Since',
      value: show(stats ? formatDate(stats.memberSince) : undefined),
      icon: CalendarDays,
      tint: 'bg-emerald-100 text-emerald-700',
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <Card key={label} className="flex items-center gap-4 p-5" role="group" aria-label={label}>
          <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <p className="truncate text-2xl font-bold text-slate-900" data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}>
              {value}
            </p>
          </div>
        </Card>
      ))}
    </div>
  );
}
