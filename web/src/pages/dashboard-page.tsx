import { Camera, Code2, FolderArchive, Image, Layers, LayoutDashboard, Link2, Loader2, Settings, Shapes } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { MyBatches } from '../features/batch/my-batches';
import { ApiTab } from '../features/developer/api-tab';
import { DeleteAccountDialog, PasswordDialog, ProfileDialog } from '../features/dashboard/account-dialogs';
import { deleteDesign, deleteMockup, type Design, type Mockup } from '../features/dashboard/api';
import { FileGrid, type GridItem } from '../features/dashboard/file-grid';
import { OverviewTab } from '../features/dashboard/overview-tab';
import { SettingsTab } from '../features/dashboard/settings-tab';
import { SharedLinks } from '../features/dashboard/shared-links';
import { MyTemplates } from '../features/dashboard/my-templates';
import { formatDate, StatCards } from '../features/dashboard/stat-cards';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../features/dashboard/tabs';
import { useDashboardData } from '../features/dashboard/use-dashboard-data';
import { VideoList } from '../features/dashboard/video-list';
import { useSession } from '../lib/use-session';

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const templateTitle = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');

const designItem = (d: Design): GridItem => ({
  id: d.id,
  title: d.name,
  subtitle: `${d.width}×${d.height} · ${kb(d.size)} · ${formatDate(d.createdAt)}`,
  fileUrl: d.fileUrl,
  openTo: `/upload?design=${d.id}`,
});

const mockupItem = (m: Mockup): GridItem => ({
  id: m.id,
  title: `${templateTitle(m.templateId)} mockup`,
  subtitle: `${m.width}×${m.height} · ${formatDate(m.createdAt)}`,
  fileUrl: m.fileUrl,
  openTo: `/upload?mockup=${m.id}`,
  color: m.color,
});

type OpenDialog = 'profile' | 'password' | 'delete' | null;

export default function DashboardPage() {
  const navigate = useNavigate();
  const { user, loading: sessionLoading } = useSession();
  const data = useDashboardData(user?.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  // The open tab is in the URL (?tab=templates), so a link or Back lands on it.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'overview';
  const setTab = (value: string) => setSearch(value === 'overview' ? {} : { tab: value }, { replace: true });

  if (sessionLoading) {
    return (
      <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
        <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
        Loading your dashboard...
      </div>
    );
  }
  if (!user) return <Navigate to="/auth?next=%2Fdashboard" replace />;

  const name = data.stats?.displayName ?? user.displayName;
  const remove = (del: (id: string) => Promise<void>) => async (id: string) => {
    await del(id);
    await data.reload();
  };

  return (
    <div className="bg-slate-50/60">
      <PageMeta title="Dashboard" description="Your designs, mockups and account settings." />
      <div className="bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-24 pt-10 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <div>
            <p className="text-sm font-medium text-brand-100">Dashboard</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Welcome back{name ? `, ${name}` : ''}!</h1>
            <p className="mt-2 text-brand-100">Here is everything you have made with Mockup Studio.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline" size="lg" className="border-white/40 bg-white/10 text-white hover:bg-white/20">
              <Link to="/own-photo">
                <Camera /> Use your own photo
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg" className="border-white/40 bg-white/10 text-white hover:bg-white/20">
              <Link to="/psd-mockup">
                <Layers /> Import a PSD mockup
              </Link>
            </Button>
            <Button asChild variant="light" size="lg">
              <Link to="/upload">Create New Mockup</Link>
            </Button>
          </div>
        </div>
      </div>
      <div className="mx-auto -mt-16 max-w-7xl px-4 pb-16 sm:px-6">
        <StatCards stats={data.stats} loading={data.loading} />
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="overview">
              <LayoutDashboard /> Overview
            </TabsTrigger>
            <TabsTrigger value="designs">
              <Image /> My Designs
            </TabsTrigger>
            <TabsTrigger value="mockups">
              <Layers /> My Mockups
            </TabsTrigger>
            <TabsTrigger value="templates">
              <Shapes /> My Templates
            </TabsTrigger>
            <TabsTrigger value="links">
              <Link2 /> Shared Links
            </TabsTrigger>
            <TabsTrigger value="batches">
              <FolderArchive /> Batches
            </TabsTrigger>
            <TabsTrigger value="api">
              <Code2 /> API
            </TabsTrigger>
            <TabsTrigger value="settings">
              <Settings /> Settings
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab stats={data.stats} email={user.email} onEditProfile={() => setDialog('profile')} />
          </TabsContent>
          <TabsContent value="designs">
            <FileGrid
              kind="design"
              items={data.designs.map(designItem)}
              onDelete={remove(deleteDesign)}
              empty={{
                icon: Image,
                title: 'No designs yet',
                text: 'Designs you upload or generate are kept here, ready for your next mockup.',
                action: (
                  <Button asChild>
                    <Link to="/ai-tools">Create a design with AI</Link>
                  </Button>
                ),
              }}
            />
          </TabsContent>
          <TabsContent value="mockups">
            <FileGrid
              kind="mockup"
              items={data.mockups.map(mockupItem)}
              onDelete={remove(deleteMockup)}
              empty={{
                icon: Layers,
                title: 'No mockups yet',
                text: 'Every mockup you download from the editor is kept here to download again.',
                action: (
                  <Button asChild>
                    <Link to="/upload">Create your first mockup</Link>
                  </Button>
                ),
              }}
            />
            <VideoList />
          </TabsContent>
          <TabsContent value="templates">
            <MyTemplates />
          </TabsContent>
          <TabsContent value="links">
            <SharedLinks />
          </TabsContent>
          <TabsContent value="batches">
            <MyBatches />
          </TabsContent>
          <TabsContent value="api">
            <ApiTab />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab
              onEditProfile={() => setDialog('profile')}
              onChangePassword={() => setDialog('password')}
              onDeleteAccount={() => setDialog('delete')}
            />
          </TabsContent>
        </Tabs>
      </div>
      {dialog === 'profile' && (
        <ProfileDialog open onOpenChange={closeDialog} current={name ?? ''} onSaved={() => void data.reload()} />
      )}
      {dialog === 'password' && <PasswordDialog open onOpenChange={closeDialog} />}
      {dialog === 'delete' && <DeleteAccountDialog open onOpenChange={closeDialog} onDeleted={() => void navigate('/', { replace: true })} />}
    </div>
  );
}
