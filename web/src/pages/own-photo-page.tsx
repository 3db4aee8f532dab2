import { Camera } from 'lucide-react';
import { SignedInToolPage } from '../components/signed-in-tool-page';
import { OwnPhotoWizard } from '../features/own-photo/own-photo-wizard';

const HOW = ['Upload a photo of your product', 'We cut it out; touch it up with a brush', 'Mark where prints go', 'Use it like any template: your designs, any colour'];

/** /own-photo — "Use your own photo": any product photo becomes a recolourable template in the account. */
export default function OwnPhotoPage() {
  const steps = (
    <ol className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm text-slate-700">
      {HOW.map((step, i) => (
        <li key={step} className="flex gap-3">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">{i + 1}</span>
          {step}
        </li>
      ))}
    </ol>
  );
  return (
    <SignedInToolPage
      path="/own-photo"
      title="Use your own photo"
      description="Turn a photo of your own product into a recolourable mockup template."
      icon={Camera}
      kicker="Your own photo as a template"
      lead="Turn a photo of your product into a template: recolour it and put any design on it, with its folds and light."
      signIn={{
        title: 'Sign in to make your own templates',
        text: 'Your templates are saved to your account, ready in the editor whenever you need them. It’s free.',
        extra: steps,
      }}
    >
      <OwnPhotoWizard />
    </SignedInToolPage>
  );
}
