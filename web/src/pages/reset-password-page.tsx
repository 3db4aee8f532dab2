import { UnderConstruction } from '../components/under-construction';

export default function ResetPasswordPage() {
  return <UnderConstruction title="Set a New Password" description="Choose a new password for your Mockup Studio account." />;
}
