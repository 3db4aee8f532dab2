import { Film, LayoutGrid, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VideoPlatform } from '../../../core/src/video/video-request';
import { IconPoints } from '../components/icon-points';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CallToAction } from '../features/site/call-to-action';
import { VideoGenerator } from '../features/video/video-generator';
import { Benefits, FEATURES, PlatformCards, SectionTitle } from '../features/video/video-landing';

const scrollToGenerator = () => document.getElementById('video-generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /video-mockup and /video-mockups: the generator between what it does and where the videos go. */
export default function VideoMockupPage() {
  const [platform, setPlatform] = useState<VideoPlatform>('instagram');
  const choosePlatform = (next: VideoPlatform) => {
    setPlatform(next);
    scrollToGenerator();
  };
  return (
    <>
      <PageMeta
        title="Free AI Video Mockup Generator"
        description="Turn a product image into an MP4 video mockup for Instagram, TikTok and YouTube in seconds."
      />
      <PageHeader eyebrow={<Badge variant="solid">NEW</Badge>} title="Free AI Video Mockup Generator">
        Turn a mockup into a scroll-stopping 1080p MP4 in seconds: designed motion, your title, the right shape for every
        platform.
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={scrollToGenerator}>
            <Sparkles /> Create a Video
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/mockups">
              <LayoutGrid /> Browse Mockups
            </Link>
          </Button>
        </div>
      </PageHeader>

      <section id="video-generator" aria-label="Video generator" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-16 sm:px-6">
        <VideoGenerator platform={platform} onPlatform={setPlatform} />
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionTitle icon={Film} title="Motion that looks designed">
          Not a slideshow: every preset is eased and lit, picked from your product and your words.
        </SectionTitle>
        <IconPoints points={FEATURES} className="md:grid-cols-3" />
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionTitle title="Made for every platform">Pick a card to set the video's shape.</SectionTitle>
        <PlatformCards selected={platform} onSelect={choosePlatform} />
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionTitle icon={Sparkles} title="Why creators use it" />
        <Benefits />
      </section>

      <CallToAction
        title="Bring your mockups to life"
        actions={
          <>
            <Button size="lg" variant="light" onClick={scrollToGenerator}>
              Create Your Video
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
              <Link to="/mockups">Browse Mockups</Link>
            </Button>
          </>
        }
      >
        Upload a mockup, describe the motion and download an MP4 a few seconds later.
      </CallToAction>
    </>
  );
}
