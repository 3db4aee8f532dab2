import { UnderConstruction } from '../components/under-construction';

export default function HowItWorksPage() {
  return <UnderConstruction title="Create Professional Mockups in 3 Easy Steps" description="From upload to download in under 2 minutes." />;
}
