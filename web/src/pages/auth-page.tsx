import { UnderConstruction } from '../components/under-construction';

export default function AuthPage() {
  return <UnderConstruction title="Login or Sign Up" description="Sign in to Mockup Studio or create a free account." />;
}
