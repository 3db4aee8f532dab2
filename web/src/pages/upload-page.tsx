import { UnderConstruction } from '../components/under-construction';

export default function UploadPage() {
  return <UnderConstruction title="Upload Your Design" description="Upload a PNG, JPG, SVG or WebP design and put it on realistic product mockups." />;
}
