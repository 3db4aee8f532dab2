import { Layers } from 'lucide-react';
import { SignedInToolPage } from '../components/signed-in-tool-page';
import { PsdImport } from '../features/psd/psd-import';

/** /psd-mockup — "Import a PSD mockup": a Photoshop mockup with smart objects becomes a template in the account. */
export default function PsdImportPage() {
  return (
    <SignedInToolPage
      path="/psd-mockup"
      title="Import a PSD mockup"
      description="Upload a Photoshop mockup: its smart objects become print areas you can fill with any design."
      icon={Layers}
      kicker="Your own Photoshop mockups"
      lead="Upload a PSD with a “Place your design here” smart object. We draw its layers, blend modes, masks and warps ourselves, so any design lands where the smart object is."
      signIn={{ title: 'Sign in to import your mockups', text: 'Imported mockups are kept in your account and private to you.' }}
    >
      <PsdImport />
    </SignedInToolPage>
  );
}
