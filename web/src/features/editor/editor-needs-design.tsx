import { ArrowLeft } from 'lucide-react';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { categoryIcon } from '../catalogue/category-visual';
import { UploadDropzone } from '../upload/upload-dropzone';
import { useUpload } from '../upload/use-upload';

/**
 * An editor link opened in a browser that holds no design (a shared link, a cleared browser): the design is the one
 * thing missing, so it is asked for right here and the editor opens as soon as it is stored.
 */
export function EditorNeedsDesign({
  template,
  onBack,
  backLabel = 'Back to Templates',
}: {
  template: TemplateSummary;
  onBack: () => void;
  backLabel?: string;
}) {
  const { status, upload } = useUpload();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft /> {backLabel}
      </Button>
      <div className="flex items-center gap-5">
        <ProductImage
          src={template.thumbnailUrl}
          alt={template.title}
          icon={categoryIcon(template.category)}
          width={112}
          height={112}
          eager
          className="hidden size-28 shrink-0 rounded-2xl border border-slate-200 sm:block"
        />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Add your design to edit {template.title}</h1>
          <p className="mt-2 text-slate-600">
            The editor puts your own design on this mockup. Upload it here and the editor opens with it; it stays in
            this browser for your next mockups.
          </p>
        </div>
      </div>
      <UploadDropzone status={status} onFiles={(files) => void upload(files)} />
    </div>
  );
}
