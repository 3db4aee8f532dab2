import { UnderConstruction } from '../components/under-construction';

export default function PricingPage() {
  return <UnderConstruction title="Simple, Transparent Pricing" description="Free, Pro and Enterprise plans for mockups, AI tools and 3D." />;
}
