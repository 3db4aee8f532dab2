import { UnderConstruction } from '../components/under-construction';

export default function FaqPage() {
  return <UnderConstruction title="Frequently Asked Questions" description="Answers about commercial use, uploads, exports, plans and refunds." />;
}
