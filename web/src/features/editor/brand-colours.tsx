import { Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { BrandColours } from './use-brand-colours';

const refused = (error: unknown) => toast.error('Brand colours', { description: error instanceof Error ? error.message : 'Please try again.' });

/** "Save colour" beside the hex field: keeps the current colour among the account's brand colours. */
export function SaveBrandColour({ brand, color }: { brand: BrandColours; color: string }) {
  if (!brand.signedIn) return null;
  const kept = brand.colours?.includes(color.toLowerCase()) ?? false;
  return (
    <Button variant="outline" size="sm" disabled={brand.colours === null || kept} onClick={() => void brand.save(color.toLowerCase()).catch(refused)} title={kept ? 'Already a brand colour' : 'Save as a brand colour'}>
      <Plus /> {kept ? 'Saved' : 'Save colour'}
    </Button>
  );
}

/** The account's brand colours as swatches under the six (each removable); a hint to sign in for anonymous visitors. */
export function BrandColourRow({ brand, color, onColor }: { brand: BrandColours; color: string; onColor: (hex: string) => void }) {
  if (!brand.signedIn) {
    return (
      <p className="text-xs text-slate-500">
        <Link to="/auth" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Sign in
        </Link>{' '}
        to keep your brand colours.
      </p>
    );
  }
  if (!brand.colours || brand.colours.length === 0) return null;
  return (
    <ul aria-label="Brand colours" className="flex flex-wrap gap-2.5">
      {brand.colours.map((hex) => (
        <li key={hex} className="group relative">
          <button
            type="button"
            aria-label={`Brand colour ${hex}`}
            aria-pressed={color.toLowerCase() === hex}
            title={hex}
            onClick={() => onColor(hex)}
            className={cn(
              'size-9 cursor-pointer rounded-full border border-slate-300 shadow-sm transition',
              color.toLowerCase() === hex ? 'ring-2 ring-brand-600 ring-offset-2' : 'hover:scale-105',
            )}
            style={{ backgroundColor: hex }}
          />
          <button
            type="button"
            aria-label={`Remove brand colour ${hex}`}
            onClick={() => void brand.remove(hex).catch(refused)}
            className="absolute -right-1.5 -top-1.5 grid size-5 cursor-pointer place-items-center rounded-full border border-slate-300 bg-white text-slate-600 shadow-sm hover:text-red-700"
          >
            <X className="size-3" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
