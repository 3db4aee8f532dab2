import { UnderConstruction } from '../components/under-construction';

export default function PrivacyPage() {
  return <UnderConstruction title="Privacy Policy" description="What data Mockup Studio collects, why, and your rights." />;
}
