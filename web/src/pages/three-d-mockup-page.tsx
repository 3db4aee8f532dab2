import { UnderConstruction } from '../components/under-construction';

export default function ThreeDMockupPage() {
  return <UnderConstruction title="Free AI 3D Mockup Generator" description="Put your design on 3D t-shirts, book covers and boxes and download a high-resolution PNG." />;
}
