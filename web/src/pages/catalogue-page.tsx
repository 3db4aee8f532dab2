import { UnderConstruction } from '../components/under-construction';

export default function CataloguePage() {
  return <UnderConstruction title="Mockup Categories" description="Browse every mockup category: apparel, devices, print, packaging, marketing and home." />;
}
