import { UnderConstruction } from '../components/under-construction';

export default function ContactPage() {
  return <UnderConstruction title="Contact Us" description="Questions, feedback or partnership ideas: we answer within 24 hours on business days." />;
}
