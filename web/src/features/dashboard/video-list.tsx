import { Clapperboard, Download, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { VIDEO_PRODUCT_LABELS, type VideoProductType } from '../../../../core/src/video/video-request';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { formatDate } from './stat-cards';

interface SavedVideo {
  id: string;
  prompt: string;
  productType: VideoProductType;
  duration: number;
  width: number;
  height: number;
  createdAt: string;
  videoUrl: string;
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(data.error ?? `Request failed (${response.status})`, response.status);
  return data as T;
}

/** The signed-in user's video mockups, shown with their mockups: play, download, delete. */
export function VideoList() {
  const [videos, setVideos] = useState<SavedVideo[] | null>(null);
  const load = useCallback(
    () => request<{ videos: SavedVideo[] }>('/api/videos').then((data) => setVideos(data.videos), () => setVideos([])),
    [],
  );
  useEffect(() => void load(), [load]);

  const remove = async (video: SavedVideo) => {
    try {
      await request<void>(`/api/videos/${video.id}`, { method: 'DELETE' });
      toast.success('Video deleted');
      await load();
    } catch (error) {
      toast.error('Could not delete', { description: (error as Error).message });
    }
  };

  return (
    <section className="mt-10" aria-labelledby="my-videos">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="my-videos" className="text-xl font-bold text-slate-900">
          Videos
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to="/video-mockup">
            <Clapperboard /> Make a video
          </Link>
        </Button>
      </div>
      {videos === null ? (
        <div className="h-24 animate-pulse rounded-2xl bg-slate-100" aria-label="Loading your videos" />
      ) : videos.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          Videos you make while signed in are kept here.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="My videos">
          {videos.map((video) => {
            const title = `${VIDEO_PRODUCT_LABELS[video.productType] ?? 'Product'} video · ${video.duration} s`;
            return (
              <li key={video.id}>
                <Card className="overflow-hidden">
                  <video src={video.videoUrl} aria-label={title} className="aspect-video w-full bg-slate-900 object-contain" controls muted playsInline preload="metadata" />
                  <div className="border-t border-slate-100 p-4">
                    <p className="truncate font-semibold text-slate-900" title={video.prompt}>
                      {title}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {video.width}×{video.height} MP4 · {formatDate(video.createdAt)}
                    </p>
                    <div className="mt-3 flex gap-2">
                      <Button asChild variant="outline" size="sm" className="flex-1">
                        <a href={`${video.videoUrl}?download=1`} download aria-label={`Download ${title}`}>
                          <Download /> Download
                        </a>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-600 hover:bg-red-50 hover:text-red-700"
                        aria-label={`Delete ${title}`}
                        onClick={() => void remove(video)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
