import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { fetchDesigns, fetchMockups, fetchStats, type AccountStats, type Design, type Mockup } from './api';

export interface DashboardData {
  stats: AccountStats | null;
  designs: Design[];
  mockups: Mockup[];
  loading: boolean;
  reload: () => Promise<void>;
}

const loadAll = () => Promise.all([fetchStats(), fetchDesigns(), fetchMockups()]);
const reportFailure = () =>
  toast.error('Error loading dashboard', { description: 'There was an error loading your dashboard data.' });

/** The signed-in user's numbers and files, loaded together; a failure says so. */
export function useDashboardData(userId: string | undefined): DashboardData {
  const [data, setData] = useState<Pick<DashboardData, 'stats' | 'designs' | 'mockups'>>({ stats: null, designs: [], mockups: [] });
  const [loading, setLoading] = useState(true);

  const apply = useCallback(([stats, designs, mockups]: Awaited<ReturnType<typeof loadAll>>) => {
    setData({ stats, designs, mockups });
    setLoading(false);
  }, []);
  const fail = useCallback(() => {
    setLoading(false);
    reportFailure();
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    loadAll().then(
      (result) => live && apply(result),
      () => live && fail(),
    );
    return () => {
      live = false;
    };
  }, [userId, apply, fail]);

  const reload = useCallback(() => loadAll().then(apply, fail), [apply, fail]);
  return { ...data, loading, reload };
}
