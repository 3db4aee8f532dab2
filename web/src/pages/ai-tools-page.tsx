import { UnderConstruction } from '../components/under-construction';

export default function AiToolsPage() {
  return <UnderConstruction title="AI Tools" description="AI product photography, AI backgrounds and an AI design generator for your mockups." />;
}
