import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '../components/page-meta';
import { UploadDesignBox } from '../features/ai-tools/upload-design-box';
import { Button } from '../components/ui/button';
import { safeNext } from '../features/auth/safe-next';
import { DesignCard } from '../features/upload/design-card';
import { openSavedWork, savedWorkFrom } from '../features/upload/open-saved-work';
import { RemoveBackgroundButton } from '../features/upload/remove-background-button';
import { clearDesign, useDesign } from '../features/upload/design-store';
import { TemplateChooser } from '../features/upload/template-chooser';
import { UploadDropzone } from '../features/upload/upload-dropzone';
import { useUpload } from '../features/upload/use-upload';

export default function UploadPage() {
  const navigate = useNavigate();
  const { design, previewUrl, loaded } = useDesign();
  const [search] = useSearchParams();
  // A template chosen before uploading (?next=its editor): the upload goes straight on to it.
  const next = search.get('next');
  const onUploaded = useCallback(() => {
    if (next !== null) void navigate(safeNext(next), { replace: true });
  }, [next, navigate]);
  const { status, upload } = useUpload(onUploaded);
  const showDesign = design && previewUrl && status.phase === 'idle';
  const savedWork = savedWorkFrom(search);
  const savedKind = savedWork?.kind;
  const savedId = savedWork?.id;

  // The dashboard's "Open" lands here with ?design= or ?mockup=: restore it, then go where it was made.
  useEffect(() => {
    if (!savedKind || !savedId) return;
    let cancelled = false;
    openSavedWork({ kind: savedKind, id: savedId }).then(
      (opened) => {
        if (cancelled) return;
        if (opened) void navigate(opened.editorPath, { replace: true });
        else void navigate('/upload', { replace: true });
      },
      () => {
        if (cancelled) return;
        toast.error('Could not open your saved work', { description: 'Please try again from your dashboard.' });
        void navigate('/upload', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [savedKind, savedId, navigate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta
        title="Upload Your Design"
        description="Upload a PNG, JPG, SVG or WebP design and put it on realistic product mockups."
      />
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        <ArrowLeft /> Back
      </Button>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Upload Your Design</h1>
      <p className="mt-2 text-slate-600">Your design stays in this browser until you replace it.</p>

      <div className="mt-8 space-y-8">
        {!loaded || savedWork ? (
          <div className="h-64 animate-pulse rounded-2xl bg-slate-100" aria-label="Loading your design" />
        ) : showDesign ? (
          <>
            <DesignCard design={design} previewUrl={previewUrl} />
            <div className="flex flex-wrap gap-3">
              {next !== null && (
                // A template was picked before: the design already here goes straight on to it.
                <Button asChild size="lg">
                  <Link to={safeNext(next)}>Open the Editor</Link>
                </Button>
              )}
              <RemoveBackgroundButton design={design} />
              <Button asChild size="lg">
                <Link to="/mockups" state={{ designPreview: previewUrl }}>
                  Create Mockups
                </Link>
              </Button>
              <Button variant="outline" size="lg" onClick={() => void clearDesign()}>
                Upload Different Design
              </Button>
            </div>
            <TemplateChooser designPreview={previewUrl} />
          </>
        ) : (
          <UploadDropzone status={status} onFiles={(files) => void upload(files)} />
        )}
        {loaded && !savedWork && <UploadDesignBox />}
      </div>
    </div>
  );
}
