import { UnderConstruction } from '../components/under-construction';

export default function HomePage() {
  return <UnderConstruction title="Create Stunning Product Mockups in Seconds" description="Upload a design, pick from 46 mockup categories, recolour the product and download a print-ready PNG." />;
}
