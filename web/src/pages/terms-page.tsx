import { UnderConstruction } from '../components/under-construction';

export default function TermsPage() {
  return <UnderConstruction title="Terms of Service" description="The terms that apply when you use Mockup Studio." />;
}
