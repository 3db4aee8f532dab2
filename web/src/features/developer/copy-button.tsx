import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label, variant = 'outline' }: { text: string; label: string; variant?: 'outline' | 'default' | 'secondary' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Copied to the clipboard');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it with Ctrl+C (⌘C).' });
    }
  };
  return (
    <Button type="button" variant={variant} onClick={() => void copy()} aria-label={label}>
      {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
