import { AlertTriangle, ArrowLeft, ArrowRight, Loader2, Save } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { cylinderPrintAspect } from '../../../../core/src/own-photo/cylinder-aspect';
import { ownTemplateFieldsSchema, type PrintArea } from '../../../../core/src/own-photo/own-template';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { UploadDropzone } from '../upload/upload-dropzone';
import { CutoutProgress } from './cutout-progress';
import { CutoutStep } from './cutout-step';
import { DetailsStep, printAspectOf, type Details } from './details-step';
import { encodeMask, loadPhoto, type OwnPhoto } from './load-photo';
import { ownTemplateEditorPath, saveOwnTemplate } from './own-photo-api';
import { convertArea, startingArea, type AreaKind } from './print-area-marks';
import { PrintAreaStep } from './print-area-step';
import { productBody } from './product-body';
import { typeForShape } from './product-type';
import { Stepper, STEPS } from './stepper';
import { useCutout } from './use-cutout';

const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
const FIRST_DETAILS: Details = { name: '', type: 't-shirt', aspect: 'a4', customWidth: '', customHeight: '' };

type Box = { x: number; y: number; width: number; height: number };

/** The cut-out product's body (handle and sleeves aside) in photo fractions: where first print areas are centred. */
function bodyOf(photo: OwnPhoto, mask: Uint8Array): Box {
  const { width, height } = photo.image;
  const b = productBody(mask, width, height) ?? { x: width * 0.2, y: height * 0.2, width: width * 0.6, height: height * 0.6 };
  return { x: b.x / width, y: b.y / height, width: b.width / width, height: b.height / height };
}

/** The print's width / height: a cylinder's from its marks, any other shape's from the details. */
function aspectFor(area: PrintArea | null, photo: OwnPhoto | null, details: Details): number | null {
  if (area?.kind === 'cylinder' && photo) return cylinderPrintAspect(area, photo.image.width, photo.image.height);
  return printAspectOf(details);
}

/** "Use your own photo": upload, cut out, mark the print area, name it, save. */
export function OwnPhotoWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [photo, setPhoto] = useState<OwnPhoto | null>(null);
  const [reading, setReading] = useState(false);
  const cutout = useCutout();
  const [brushedMask, setMask] = useState<Uint8Array | null>(null);
  // The user's touched-up mask, else the automatic cut-out as it came.
  const mask = brushedMask ?? (cutout.state.phase === 'done' ? cutout.state.mask : null);
  const [area, setArea] = useState<PrintArea | null>(null);
  const [body, setBody] = useState<Box | null>(null);
  // Until the user moves a mark, a new shape starts afresh on the body rather than from the last shape's corners.
  const untouched = useRef(true);
  const [colour, setColour] = useState('#FFFFFF');
  const [details, setDetails] = useState<Details>(FIRST_DETAILS);
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const top = useRef<HTMLDivElement>(null);
  const go = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
    // The new step from its top, with the steps above it in view.
    top.current?.scrollIntoView({ block: 'start' });
  };

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setReading(true);
    const result = await loadPhoto(file);
    setReading(false);
    if (!result.ok) {
      toast.error(result.problem.title, { description: result.problem.description });
      return;
    }
    setPhoto(result.photo);
    setMask(null);
    setArea(null);
    setBody(null);
    go(1);
    setDetails((d) => ({ ...d, name: d.name || result.photo.name.replace(/\.[^.]+$/, '').slice(0, 80) }));
    void cutout.start(result.photo);
  };

  const onMaskChange = useCallback((next: Uint8Array) => setMask(next), []);
  const printAspect = aspectFor(area, photo, details) ?? 210 / 297;
  const changeArea = useCallback((next: PrintArea) => {
    untouched.current = false;
    setArea(next);
  }, []);
  const changeShape = (kind: AreaKind) => {
    if (!area || !photo) return;
    const ratio = photo.image.width / photo.image.height;
    setArea(untouched.current && body ? startingArea(kind, body, ratio) : convertArea(area, kind, ratio));
    setDetails((d) => ({ ...d, type: typeForShape(kind, d.type) }));
  };

  const save = async () => {
    if (!photo || !mask || !area) return;
    const aspect = aspectFor(area, photo, details);
    const parsed = ownTemplateFieldsSchema.safeParse({ name: details.name, type: details.type, area, printAspect: aspect });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      setNameError(nameIssue?.message);
      if (!nameIssue) toast.error('Please check the details', { description: parsed.error.issues[0]?.message });
      return;
    }
    setNameError(undefined);
    setSaving(true);
    try {
      const png = await encodeMask(mask, photo.image.width, photo.image.height);
      const info = await saveOwnTemplate(photo.file, png, parsed.data);
      toast.success('Template saved!', { description: `${info.name} is in My Templates on your dashboard.` });
      void navigate(ownTemplateEditorPath(info.id));
    } catch (error) {
      toast.error('Could not save the template', { description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  const next = () => {
    if (step === 1 && photo && mask && !area) {
      const found = bodyOf(photo, mask);
      setBody(found);
      setArea(startingArea('flat', found, photo.image.width / photo.image.height));
      untouched.current = true;
    }
    go(step + 1);
  };
  const canContinue = step === 1 ? cutout.state.phase === 'done' && mask !== null : step === 2 ? area !== null : false;

  return (
    <div ref={top} className="scroll-mt-20 space-y-8">
      <Stepper current={step} reached={reached} onGo={go} />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-1 text-xl font-bold text-slate-900">
          {step + 1}. {STEPS[step]}
        </h2>
        <p className="mb-5 text-sm text-slate-600">
          {
            [
              'A clear photo of your product, front on, on a plain background works best.',
              'We cut your product out of the photo. Touch up the edge with the brush if needed.',
              'Mark where prints go on your product. The preview shows a test design as it will look.',
              'Name your template and confirm the real proportions of the print area.',
            ][step]
          }
        </p>
        {step === 0 &&
          (reading ? (
            <p role="status" className="flex items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-10 text-slate-700">
              <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden /> Reading your photo…
            </p>
          ) : (
            <UploadDropzone
              status={{ phase: 'idle' }}
              onFiles={(files) => void choose(files)}
              title="Drag and drop your product photo here"
              hint="PNG, JPG or WebP, up to 10MB. Large photos are worked on at 2048 px."
              inputLabel="Product photo file"
              accept={PHOTO_ACCEPT}
            />
          ))}
        {step === 1 && photo && (
          <>
            {cutout.state.phase === 'working' && <CutoutProgress src={photo.url} startedAt={cutout.state.startedAt} onCancel={cutout.cancel} />}
            {(cutout.state.phase === 'error' || cutout.state.phase === 'idle') && (
              <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
                <AlertTriangle className="mx-auto size-8 text-red-600" aria-hidden />
                <p className="mt-2 font-semibold text-slate-900">{cutout.state.phase === 'error' ? 'The cut-out failed' : 'The cut-out was cancelled'}</p>
                {cutout.state.phase === 'error' && <p className="mt-1 text-sm text-slate-700">{cutout.state.message}</p>}
                <div className="mt-4 flex justify-center gap-2">
                  <Button onClick={() => void cutout.start(photo)}>Try again</Button>
                  <Button variant="outline" onClick={() => go(0)}>
                    Choose another photo
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        {/* Kept while other steps show, so the brush strokes and their undo survive going back. */}
        {photo && cutout.state.phase === 'done' && (
          <div hidden={step !== 1}>
            <CutoutStep photo={photo} automatic={cutout.state.mask} onChange={onMaskChange} />
          </div>
        )}
        {step === 2 && photo && mask && area && (
          <PrintAreaStep
            photo={photo}
            mask={mask}
            area={area}
            onAreaChange={changeArea}
            onShapeChange={changeShape}
            colour={colour}
            onColourChange={setColour}
            printAspect={printAspect}
          />
        )}
        {step === 3 && (
          <DetailsStep details={details} onChange={setDetails} nameError={nameError} markedAspect={area?.kind === 'cylinder' ? printAspect : undefined} />
        )}
      </Card>
      {step > 0 && (
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={() => go(step - 1)} disabled={saving}>
            <ArrowLeft /> Back
          </Button>
          {step < 3 ? (
            <Button size="lg" onClick={next} disabled={!canContinue}>
              Continue <ArrowRight />
            </Button>
          ) : (
            <Button size="lg" onClick={() => void save()} disabled={saving || aspectFor(area, photo, details) === null}>
              {saving ? <Loader2 className="animate-spin" /> : <Save />} {saving ? 'Building your template…' : 'Save template'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
