import { UnderConstruction } from '../components/under-construction';

export default function VideoMockupPage() {
  return <UnderConstruction title="Free AI Video Mockup Generator" description="Turn a product image into an MP4 video mockup for Instagram, TikTok and YouTube." />;
}
