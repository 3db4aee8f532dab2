import { UnderConstruction } from '../components/under-construction';

export default function AboutPage() {
  return <UnderConstruction title="About Mockup Studio" description="Our mission: realistic mockups for every creator." />;
}
