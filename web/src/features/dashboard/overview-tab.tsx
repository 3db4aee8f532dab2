import { Layers, Palette, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { AccountStats } from './api';
import { formatDate } from './stat-cards';

const QUICK_ACTIONS: Array<{ to: string; title: string; text: string; icon: LucideIcon }> = [
  { to: '/upload', title: 'Create New Mockup', text: 'Upload a design and place it on a product.', icon: Upload },
  { to: '/ai-tools', title: 'AI Design Tools', text: 'Generate designs, backgrounds and product photos.', icon: Palette },
  { to: '/mockups', title: 'Browse Templates', text: 'Find the product for your next mockup.', icon: Layers },
];

export function OverviewTab({ stats, email, onEditProfile }: { stats: AccountStats | null; email: string; onEditProfile: () => void }) {
  const rows = [
    { label: 'Email', value: stats?.email ?? email },
    { label: 'Display name', value: stats ? (stats.displayName ?? 'Not set') : '...' },
    { label: 'Member since', value: stats ? formatDate(stats.memberSince) : '...' },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-6 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">Quick actions</h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, title, text, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group rounded-xl border border-slate-200 p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-gradient-to-br from-brand-600 to-fuchsia-500 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <p className="mt-3 font-semibold text-slate-900 group-hover:text-brand-700">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </Link>
          ))}
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Account information</h2>
        <dl className="mt-4 space-y-3">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{row.label}</dt>
              <dd className="truncate text-sm font-medium text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="outline" className="mt-5 w-full" onClick={onEditProfile}>
          Update Profile
        </Button>
      </Card>
    </div>
  );
}
