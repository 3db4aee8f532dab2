import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input, Label } from '../../components/ui/input';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  id: string;
  label: string;
  /** Shared by every password field on the page: one toggle shows or hides them all. */
  visible: boolean;
  onToggleVisible: () => void;
}

export function PasswordField({ id, label, visible, onToggleVisible, ...props }: PasswordFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input id={id} type={visible ? 'text' : 'password'} required className="pr-10" {...props} />
        <button
          type="button"
          onClick={onToggleVisible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700 cursor-pointer"
          aria-label={visible ? 'Hide passwords' : 'Show passwords'}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
    </div>
  );
}

export function TextField({ id, label, ...props }: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} required {...props} />
    </div>
  );
}
